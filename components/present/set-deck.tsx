'use client';

import { useState } from 'react';
import { BankNotReady } from '@/components/quiz/bank-not-ready';
import { useBank } from '@/components/quiz/use-bank';
import { openSet } from '@/lib/quiz/quiz-set';
import type { Question } from '@/lib/quiz/schema';
import { Deck } from './deck';
import { SetSlides, setDeckInfo, setSpeakerNotes, type OpenedSet } from './set-slides';
import { SpeakerView } from './speaker-view';

/** A shareable set in front of a room (or, with `speaker`, its speaker window), from the set's link. */
export function SetDeck({ speaker = false }: { speaker?: boolean }) {
  const bank = useBank();
  if (bank.status !== 'ready') return <BankNotReady bank={bank} />;
  return <Opened bank={bank.questions} speaker={speaker} />;
}

function Opened({ bank, speaker }: { bank: Question[]; speaker: boolean }) {
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
  const set: OpenedSet = { title: opened.title, questions: opened.questions, notes: opened.notes };
  return speaker ? (
    <SpeakerView info={setDeckInfo(set)} notes={setSpeakerNotes(set)}>
      <SetSlides {...set} />
    </SpeakerView>
  ) : (
    <Deck info={setDeckInfo(set)}>
      <SetSlides {...set} />
    </Deck>
  );
}
