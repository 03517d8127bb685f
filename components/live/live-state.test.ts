import { describe, expect, it } from 'vitest';
import type { PublicQuestion, Reveal, Snapshot } from '@/lib/live/contract';
import { applyEvent, isRight, parseEvent } from './live-state';

const question: PublicQuestion = {
  id: 'errors.two',
  type: 'single',
  prompt: 'Which channel?',
  options: [
    { id: 'a', text: 'A' },
    { id: 'b', text: 'B' },
  ],
};
const reveal: Reveal = {
  index: 0,
  questionId: 'errors.two',
  correct: ['b'],
  explanations: [
    { id: 'a', text: 'Why not A.', correct: false },
    { id: 'b', text: 'Why B.', correct: true },
  ],
  histogram: [{ key: 'b', count: 2 }],
  answered: 2,
  learners: 3,
};
const learnerSnap = (over: Partial<Snapshot> = {}): Snapshot => ({
  classId: 'C',
  title: 'T',
  phase: 'lobby',
  index: 0,
  total: 2,
  question: null,
  reveal: null,
  you: { learnerId: 'L', nickname: 'Ada', answer: null, score: 0, answered: 0 },
  ...over,
});

describe('live state', () => {
  it('ignores events before the first snapshot and follows open → reveal → next → end for a learner', () => {
    expect(applyEvent(null, { name: 'closed', data: { index: 0 } })).toBeNull();
    let s = applyEvent(null, { name: 'snapshot', data: learnerSnap() });
    s = applyEvent(s, { name: 'question', data: { index: 0, total: 2, question } });
    expect(s?.snap).toMatchObject({ phase: 'open', question: { id: 'errors.two' } });
    s = applyEvent(s, { name: 'closed', data: { index: 0 } });
    s = applyEvent(s, { name: 'reveal', data: { ...reveal, you: { correct: true, score: 1 } } });
    expect(s).toMatchObject({
      verdict: true,
      snap: { phase: 'revealed', you: { score: 1 }, reveal: { correct: ['b'] } },
    });
    expect(s?.snap.reveal).not.toHaveProperty('you');
    s = applyEvent(s, { name: 'next', data: { index: 1, total: 2 } });
    expect(s).toMatchObject({ verdict: null, snap: { phase: 'lobby', index: 1, question: null, reveal: null } });
    s = applyEvent(s, { name: 'end', data: { you: { score: 1, answered: 1, total: 2 } } });
    expect(s).toMatchObject({ final: { score: 1, answered: 1, total: 2 }, snap: { phase: 'ended' } });
  });

  it('works out the verdict from a snapshot taken after the reveal (a reload), for every response shape', () => {
    const s = applyEvent(null, {
      name: 'snapshot',
      data: learnerSnap({
        phase: 'revealed',
        question,
        reveal,
        you: {
          learnerId: 'L',
          nickname: 'Ada',
          answer: { questionId: 'errors.two', response: { choice: 'a' } },
          score: 0,
          answered: 1,
        },
      }),
    });
    expect(s?.verdict).toBe(false);
    const short: PublicQuestion = { id: 's', type: 'short', prompt: 'Code?' };
    expect(isRight(short, { ...reveal, correct: ['-32602'] }, { text: ' −32602. ' })).toBe(true);
    expect(isRight(question, { ...reveal, correct: ['a', 'c'] }, { choices: ['c', 'a'] })).toBe(true);
    expect(isRight(question, { ...reveal, correct: ['x', 'y'] }, { order: ['y', 'x'] })).toBe(false);
  });

  it('adds joined learners once and keeps only the current question’s tally on the host', () => {
    const host = { joinCode: 'ABC347', learners: [], tally: { index: 0, answered: 0, learners: 0, histogram: [] } };
    let s = applyEvent(null, { name: 'snapshot', data: learnerSnap({ you: undefined, host }) });
    const joined = { learnerId: 'L1', nickname: 'Ada', count: 1 };
    s = applyEvent(applyEvent(s, { name: 'joined', data: joined }), { name: 'joined', data: joined });
    expect(s?.snap.host?.learners).toEqual([{ learnerId: 'L1', nickname: 'Ada' }]);
    s = applyEvent(s, { name: 'tally', data: { index: 3, answered: 1, learners: 1, histogram: [] } });
    expect(s?.snap.host?.tally.answered).toBe(0);
    s = applyEvent(s, {
      name: 'tally',
      data: { index: 0, answered: 1, learners: 1, histogram: [{ key: 'a', count: 1 }] },
    });
    expect(s?.snap.host?.tally).toMatchObject({ answered: 1, histogram: [{ key: 'a', count: 1 }] });
  });

  it('parses only known event names with JSON object data', () => {
    expect(parseEvent('tally', '{"index":0}')).toEqual({ name: 'tally', data: { index: 0 } });
    expect(parseEvent('message', '{}')).toBeNull();
    expect(parseEvent('tally', 'not json')).toBeNull();
    expect(parseEvent('tally', '3')).toBeNull();
  });
});
