import type { Lesson } from '../content/types';

/** The deck description of a lesson (the client's half of the build's slide plan). */
export function lessonDeck(lesson: Lesson) {
  return {
    id: `lesson:${lesson.slug}`,
    title: lesson.title,
    exitHref: `/lessons/${lesson.slug}`,
    exitAtSection: true,
    speakerHref: `/lessons/${lesson.slug}/present/speaker`,
    slides: lesson.slides.map((s) => ({
      n: s.n,
      kind: s.kind,
      section: s.section,
      label:
        s.kind === 'title'
          ? lesson.title
          : s.kind === 'question'
            ? `Question · ${s.heading || 'Introduction'}`
            : s.kind === 'lab'
              ? `Lab · ${s.heading}`
              : s.heading || 'Introduction',
    })),
  };
}
