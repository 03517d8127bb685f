'use client';

import { useEffect } from 'react';
import { useProgress, useProgressHydrated } from '@/components/progress/use-progress';

/** Records each `##` section of a lesson as read once the learner has scrolled it into view. */
export function SectionTracker({ slug, anchors }: { slug: string; anchors: string[] }) {
  const hydrated = useProgressHydrated();
  const markSeen = useProgress((s) => s.markSeen);
  useEffect(() => {
    if (!hydrated) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) if (e.isIntersecting) markSeen(slug, e.target.id);
      },
      { rootMargin: '0px 0px -40% 0px' },
    );
    for (const anchor of anchors) {
      const el = document.getElementById(anchor);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [hydrated, slug, anchors, markSeen]);
  return null;
}
