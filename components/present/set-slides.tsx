import { SetNotes } from '@/components/quiz/set-notes';
import { count, setSearch } from '@/lib/quiz/quiz-set';
import type { SpeakerNotes } from '@/lib/present/speaker-notes';
import type { Question } from '@/lib/quiz/schema';
import { QuestionSlot } from './question-slot';
import { SlideFrame } from './slide-frame';
import type { DeckInfo } from './types';

export interface OpenedSet {
  title: string;
  questions: Question[];
  notes: string[];
}

/** A set as a deck: a title slide, then one question per slide (the same for the room and the speaker). */
export function setDeckInfo({ title, questions }: OpenedSet): DeckInfo {
  const search = setSearch({ ids: questions.map((q) => q.id), title });
  const shown = title || 'Quiz set';
  return {
    id: `set:${questions.map((q) => q.id).join(',')}`,
    title: shown,
    exitHref: `/quiz/sets${search}`,
    exitAtSection: false,
    speakerHref: `/quiz/sets/present/speaker${search}`,
    slides: [
      { n: 1, kind: 'title', section: '', label: shown },
      ...questions.map((q, i) => ({ n: i + 2, kind: 'question' as const, section: q.id, label: `Question ${i + 1}` })),
    ],
  };
}

/** What the speaker sees beside each question: the claims it tests and the spec sections that decide it. */
export function setSpeakerNotes({ questions }: OpenedSet): SpeakerNotes {
  return {
    objectives: [],
    sections: Object.fromEntries(
      questions.map((q, i) => [
        q.id,
        {
          heading: `Question ${i + 1}`,
          claims: q.claims.map((id, k) => ({
            id,
            text: id,
            doc: q.spec[k % q.spec.length].doc,
            section: q.spec[k % q.spec.length].section,
          })),
          questions: [{ id: q.id, prompt: q.prompt, slide: i + 2 }],
        },
      ]),
    ),
  };
}

export function SetSlides({ title, questions, notes }: OpenedSet) {
  const total = questions.length + 1;
  return (
    <>
      <SlideFrame n={1} total={total} kind="title">
        <p className="slide__eyebrow">Quiz set · {count(questions.length, 'question')}</p>
        <h1 className="slide__title">{title || 'Quiz set'}</h1>
        <p className="slide__lead">Answers come up when the presenter reveals them (R).</p>
        <SetNotes notes={notes} />
      </SlideFrame>
      {questions.map((q, i) => (
        <SlideFrame key={q.id} n={i + 2} total={total} kind="question">
          <QuestionSlot question={q} position={{ index: i, total: questions.length }} />
        </SlideFrame>
      ))}
    </>
  );
}
