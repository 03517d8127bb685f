import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MdxContent } from '@/components/mdx/mdx-content';
import { presentComponents } from '@/components/present/present-components';
import { SpeakerView } from '@/components/present/speaker-view';
import { TitleSlide } from '@/components/present/title-slide';
import '@/components/quiz/quiz.css';
import { getLesson, getLessons, loadContent } from '@/lib/content/load.server';
import { lessonDeck } from '@/lib/present/lesson-deck';
import { speakerNotes } from '@/lib/present/speaker-notes';

export const dynamicParams = false;

export function generateStaticParams() {
  return getLessons().map((l) => ({ slug: l.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lesson = getLesson((await params).slug);
  return lesson ? { title: `Speaker view: ${lesson.title}`, robots: { index: false } } : {};
}

export default async function SpeakerPage({ params }: Props) {
  const lesson = getLesson((await params).slug);
  if (!lesson) notFound();
  return (
    <SpeakerView info={lessonDeck(lesson)} notes={speakerNotes(lesson, loadContent())}>
      <TitleSlide
        total={lesson.slides.length}
        eyebrow={`Lesson ${lesson.order} of ${getLessons().length}`}
        title={lesson.title}
        summary={lesson.summary}
      />
      <MdxContent code={lesson.code} overrides={presentComponents(lesson.slides, { liveLabs: false })} />
    </SpeakerView>
  );
}
