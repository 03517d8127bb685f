import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MdxContent } from '@/components/mdx/mdx-content';
import { Deck } from '@/components/present/deck';
import { presentComponents } from '@/components/present/present-components';
import { TitleSlide } from '@/components/present/title-slide';
import '@/components/quiz/quiz.css';
import { getLesson, getLessons } from '@/lib/content/load.server';
import { lessonDeck } from '@/lib/present/lesson-deck';

export const dynamicParams = false;

export function generateStaticParams() {
  return getLessons().map((l) => ({ slug: l.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lesson = getLesson((await params).slug);
  return lesson ? { title: `Present: ${lesson.title}`, description: lesson.summary } : {};
}

export default async function PresentLessonPage({ params }: Props) {
  const lesson = getLesson((await params).slug);
  if (!lesson) notFound();
  const total = lesson.slides.length;
  return (
    <Deck info={lessonDeck(lesson)}>
      <TitleSlide
        total={total}
        eyebrow={`Lesson ${lesson.order} of ${getLessons().length}`}
        title={lesson.title}
        summary={lesson.summary}
      />
      <MdxContent code={lesson.code} overrides={presentComponents(lesson.slides)} />
    </Deck>
  );
}
