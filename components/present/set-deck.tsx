'use client';

import { useState } from 'react';
import { BankNotReady } from '@/components/quiz/bank-not-ready';
import { SetNotes } from '@/components/quiz/set-notes';
import { useBank } from '@/components/quiz/use-bank';
import { count, openSet, setSearch } from '@/lib/quiz/quiz-set';
import type { Question } from '@/lib/quiz/schema';
import { Deck } from './deck';
import { QuestionSlot } from './question-slot';
import { SlideFrame } from './slide-frame';
import type { DeckInfo } from './types';

/** A shareable set in front of a room: a title slide, then one presented question per slide. */
export function SetDeck() {
  const bank = useBank();
  if (bank.status !== 'ready') return <BankNotReady bank={bank} />;
  return <Opened bank={bank.questions} />;
}

function Opened({ bank }: { bank: Question[] }) {
  const [opened] = useState(() => openSet(window.location.search, bank));
  if (!opened || !opened.ok)
    return (
      <div className="page">
        <h1>Present a quiz set</h1>
        <p role="alert">{opened ? opened.reason : 'This link names no set.'}</p>
        <p>
          <a href="/quiz/sets">Build a set</a> and choose “Present this set”.
        </p>
      </div>
    );
  const { questions, notes } = opened;
  const title = opened.title || 'Quiz set';
  const search = setSearch({ ids: questions.map((q) => q.id), title: opened.title });
  const total = questions.length + 1;
  const info: DeckInfo = {
    id: `set:${questions.map((q) => q.id).join(',')}`,
    title,
    exitHref: `/quiz/sets${search}`,
    speakerHref: '',
    slides: [
      { n: 1, kind: 'title', section: '', label: title },
      ...questions.map((q, i) => ({ n: i + 2, kind: 'question' as const, section: '', label: `Question ${i + 1}` })),
    ],
  };
  return (
    <Deck info={info}>
      <SlideFrame n={1} total={total} kind="title">
        <p className="slide__eyebrow">Quiz set · {count(questions.length, 'question')}</p>
        <h1 className="slide__title">{title}</h1>
        <p className="slide__lead">Answers come up when the presenter reveals them (R).</p>
        <SetNotes notes={notes} />
      </SlideFrame>
      {questions.map((q, i) => (
        <SlideFrame key={q.id} n={i + 2} total={total} kind="question">
          <QuestionSlot question={q} position={{ index: i, total: questions.length }} />
        </SlideFrame>
      ))}
    </Deck>
  );
}
