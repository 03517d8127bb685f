'use client';

import { useState } from 'react';
import { hostStorageKey } from '@/lib/live/contract';
import { MAX_TITLE_LENGTH } from '@/lib/quiz/quiz-set';
import { BankNotReady } from '@/components/quiz/bank-not-ready';
import { InlineCode } from '@/components/quiz/inline-code';
import { SetNotes } from '@/components/quiz/set-notes';
import { typeLabels } from '@/components/quiz/type-labels';
import { useBank } from '@/components/quiz/use-bank';
import { planClass, type PredictSummary } from './class-plan';
import { createClass } from './live-api';

export interface HostSetupProps {
  predictions: PredictSummary[];
  lessonTitles: Record<string, string>;
}

/** Before the class: what it will ask (from a set link or a lesson), its title, and "Start the live class". */
export function HostSetup({
  search,
  predictions,
  lessonTitles,
  onStarted,
}: HostSetupProps & { search: string; onStarted: (classId: string, hostKey: string) => void }) {
  const bank = useBank();
  const [title, setTitle] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  if (bank.status !== 'ready') return <BankNotReady bank={bank} />;
  const plan = planClass(search, bank.questions, predictions, lessonTitles);
  if (!plan)
    return (
      <div className="live-card">
        <h1>Run a live class</h1>
        <p>
          Start from a set of questions: <a href="/quiz/sets">build a set</a> and choose “Run as a live class”, or use
          the link under a lesson’s questions.
        </p>
      </div>
    );
  if (!plan.ok)
    return (
      <div className="live-card" role="alert">
        <h1>This class cannot start</h1>
        <p>{plan.reason}</p>
        <p>
          <a href="/quiz/sets">Build a set</a>
        </p>
      </div>
    );

  const shownTitle = title ?? plan.title;
  const start = async () => {
    setBusy(true);
    setProblem('');
    const result = await createClass({ title: shownTitle, questionIds: plan.items.map((i) => i.id) });
    setBusy(false);
    if (!result.ok) return setProblem(`The class could not start: ${result.error}`);
    try {
      window.localStorage.setItem(hostStorageKey(result.value.classId), result.value.hostKey);
    } catch {
      return setProblem(
        'This browser does not let the page keep the class key (storage is blocked), so the class could not be led from here.',
      );
    }
    onStarted(result.value.classId, result.value.hostKey);
  };

  return (
    <div className="live-setup">
      <header>
        <p className="eyebrow">Live class · new</p>
        <h1>Run as a live class</h1>
        <p className="lead">
          The room joins with a code on their phones, answers each question as you open it, and sees the answer when you
          reveal it. Nothing is asked of learners but a nickname.
        </p>
      </header>
      <SetNotes notes={plan.notes} />
      <label className="live-field">
        <span>Title (shown to everyone)</span>
        <input
          className="field-control"
          value={shownTitle}
          maxLength={MAX_TITLE_LENGTH}
          onChange={(e) => setTitle(e.target.value)}
        />
      </label>
      <h2>{plan.items.length === 1 ? '1 question' : `${plan.items.length} questions`}, in this order</h2>
      <ol className="live-setup__list">
        {plan.items.map((item) => (
          <li key={item.id}>
            <InlineCode text={item.prompt} />{' '}
            <span className="live-hint">
              · {item.kind === 'predict' ? 'predict, then run the lab' : typeLabels[item.kind]}
            </span>
          </li>
        ))}
      </ol>
      <p>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void start()}>
          {busy ? 'Starting…' : 'Start the live class'}
        </button>
      </p>
      <p role="alert" className="live-problem">
        {problem}
      </p>
    </div>
  );
}
