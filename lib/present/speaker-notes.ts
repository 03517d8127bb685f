import type { BuiltContent, Lesson } from '../content/types';

export interface SectionNotes {
  heading: string;
  /** The claims the section teaches, with where the specification says so. */
  claims: { id: string; text: string; doc: string; section: string }[];
  /** This lesson's questions on those claims, with the slide each is on. */
  questions: { id: string; prompt: string; slide: number | null }[];
}

/** What the speaker window shows beside each section's slides, keyed by the section's anchor. */
export function speakerNotes(lesson: Lesson, content: Pick<BuiltContent, 'claims' | 'questions'>) {
  const claims = new Map(content.claims.map((c) => [c.id, c]));
  const anchors = new Map(lesson.headings.filter((h) => h.depth === 2).map((h) => [h.text, h.anchor]));
  const questionSlide = new Map(lesson.slides.filter((s) => s.question).map((s) => [s.question!, s.n]));
  const lessonQuestions = content.questions.filter((q) => q.lesson === lesson.slug);
  const notes: Record<string, SectionNotes> = {};
  for (const section of lesson.sections) {
    const anchor = anchors.get(section.heading);
    if (!anchor) continue;
    const taught = new Set(section.claims);
    notes[anchor] = {
      heading: section.heading,
      claims: section.claims.flatMap((id) => {
        const c = claims.get(id);
        return c ? [{ id, text: c.text, doc: c.spec.doc, section: c.spec.section }] : [];
      }),
      questions: lessonQuestions
        .filter((q) => q.claims.some((id) => taught.has(id)))
        .map((q) => ({ id: q.id, prompt: q.prompt, slide: questionSlide.get(q.id) ?? null })),
    };
  }
  return { objectives: lesson.objectives, sections: notes };
}

export type SpeakerNotes = ReturnType<typeof speakerNotes>;
