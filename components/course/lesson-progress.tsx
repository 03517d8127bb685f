'use client';

import { useProgress, useProgressHydrated } from '@/components/progress/use-progress';
import { lessonFraction } from '@/lib/progress/lessons-slice';
import { ProgressBar } from '@/components/ui/progress-bar';

export function LessonProgress({ slug, sectionCount, title }: { slug: string; sectionCount: number; title: string }) {
  const hydrated = useProgressHydrated();
  const p = useProgress((s) => s.lessons[slug]);
  const fraction = hydrated ? lessonFraction(p, sectionCount) : 0;
  let status = 'Not started';
  if (p?.completedAt) status = 'Completed';
  else if (p?.seen.length) status = `${Math.min(p.seen.length, sectionCount)} of ${sectionCount} sections read`;
  return <ProgressBar label={`${title} progress`} value={fraction} status={hydrated ? status : 'Loading progress…'} />;
}

export function CourseProgress({ slugs }: { slugs: string[] }) {
  const hydrated = useProgressHydrated();
  const done = useProgress((s) => slugs.filter((slug) => s.lessons[slug]?.completedAt).length);
  const status = hydrated ? `${done} of ${slugs.length} lessons complete` : 'Loading progress…';
  return <ProgressBar label="Course progress" value={hydrated ? done / slugs.length : 0} status={status} large />;
}
