import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MarkComplete } from '@/components/course/mark-complete';
import { Pager } from '@/components/course/pager';
import { SectionTracker } from '@/components/course/section-tracker';
import { TableOfContents } from '@/components/course/toc';
import { MdxContent } from '@/components/mdx/mdx-content';
import { getLesson, getLessons } from '@/lib/content/load.server';

export const dynamicParams = false;

export function generateStaticParams() {
  return getLessons().map((l) => ({ slug: l.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lesson = getLesson((await params).slug);
  return lesson ? { title: lesson.title, description: lesson.summary } : {};
}

export default async function LessonPage({ params }: Props) {
  const { slug } = await params;
  const lesson = getLesson(slug);
  if (!lesson) notFound();
  const lessons = getLessons();
  const at = lessons.findIndex((l) => l.slug === slug);
  const link = (i: number) =>
    lessons[i] ? { href: `/lessons/${lessons[i].slug}`, title: lessons[i].title } : undefined;
  const sections = lesson.headings.filter((h) => h.depth === 2);

  return (
    <article className="page page--lesson">
      <header className="lesson-header">
        <p className="eyebrow">
          Lesson {lesson.order} of {lessons.length}
        </p>
        <h1>{lesson.title}</h1>
        <p className="lead">{lesson.summary}</p>
        <p className="lesson-header__meta">
          {lesson.readingMinutes} min read · {sections.length} sections
        </p>
        <p className="lesson-header__actions">
          <a className="button" href={`/lessons/${lesson.slug}/present`}>
            Present <span className="visually-hidden">this lesson to a room</span>
          </a>
        </p>
      </header>
      <div className="lesson-layout">
        <aside className="lesson-layout__aside">
          <TableOfContents headings={lesson.headings} />
        </aside>
        <div className="lesson-layout__main">
          <section className="objectives" aria-labelledby="objectives-title">
            <h2 id="objectives-title">You will be able to</h2>
            <ul>
              {lesson.objectives.map((o) => (
                <li key={o}>{o}</li>
              ))}
            </ul>
          </section>
          <div className="prose">
            <MdxContent code={lesson.code} />
          </div>
          <MarkComplete slug={lesson.slug} />
          <p className="lesson-live">
            Teaching this lesson? <a href={`/live/host?lesson=${lesson.slug}`}>Run its questions as a live class</a>{' '}
            (learners join from their phones with a code).
          </p>
          <SectionTracker slug={lesson.slug} anchors={sections.map((h) => h.anchor)} />
        </div>
      </div>
      <Pager prev={link(at - 1)} next={link(at + 1)} />
    </article>
  );
}
