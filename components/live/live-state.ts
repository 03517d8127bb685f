import type { AnswerResponse, HostEvents, LearnerEvents, PublicQuestion, Reveal, Snapshot } from '@/lib/live/contract';
import { normalizeShort } from '@/lib/quiz/grade';

/**
 * What a live page knows about its class: the last snapshot with every later event folded in. Pure, so the
 * same events give the same screen after a reconnect (the server starts every stream with a snapshot).
 */
export interface LiveState {
  snap: Snapshot;
  /** Learner: whether this learner's answer was right, from the reveal event (null before a reveal). */
  verdict: boolean | null;
  /** Learner: the final score, from the end event. */
  final: { score: number; answered: number; total: number } | null;
}

type EventOf<E> = { [K in keyof E]: { name: K; data: E[K] } }[keyof E];
/** A learner's or a host's stream event. */
export type AnyEvent = EventOf<LearnerEvents> | EventOf<HostEvents>;

export function fromSnapshot(snap: Snapshot): LiveState {
  const verdict =
    snap.phase === 'revealed' && snap.reveal && snap.question && snap.you?.answer?.questionId === snap.question.id
      ? isRight(snap.question, snap.reveal, snap.you.answer.response)
      : null;
  const final =
    snap.phase === 'ended' && snap.you
      ? { score: snap.you.score, answered: snap.you.answered, total: snap.total }
      : null;
  return { snap, verdict, final };
}

/** Folds one SSE event into the state; an event for another question than the one shown is ignored. */
export function applyEvent(state: LiveState | null, event: AnyEvent): LiveState | null {
  if (event.name === 'snapshot') return fromSnapshot(event.data);
  if (!state) return null; // Nothing before the first snapshot.
  const snap = state.snap;
  switch (event.name) {
    case 'question':
      return {
        ...state,
        verdict: null,
        snap: {
          ...snap,
          phase: 'open',
          index: event.data.index,
          total: event.data.total,
          question: event.data.question,
          reveal: null,
          ...(snap.you ? { you: { ...snap.you, answer: null } } : {}),
          ...(snap.host
            ? { host: { ...snap.host, tally: emptyTally(event.data.index, snap.host.learners.length) } }
            : {}),
        },
      };
    case 'closed':
      return event.data.index === snap.index ? { ...state, snap: { ...snap, phase: 'closed' } } : state;
    case 'reveal': {
      const { you, ...reveal } = event.data as LearnerEvents['reveal'];
      return {
        ...state,
        verdict: you ? you.correct : state.verdict,
        snap: {
          ...snap,
          phase: 'revealed',
          reveal: reveal as Reveal,
          ...(snap.you && you ? { you: { ...snap.you, score: you.score } } : {}),
        },
      };
    }
    case 'next':
      return {
        ...state,
        verdict: null,
        snap: {
          ...snap,
          phase: 'lobby',
          index: event.data.index,
          total: event.data.total,
          question: null,
          reveal: null,
          ...(snap.you ? { you: { ...snap.you, answer: null } } : {}),
        },
      };
    case 'end': {
      const data = event.data as Partial<LearnerEvents['end'] & HostEvents['end']>;
      return {
        ...state,
        final: data.you ?? state.final,
        snap: {
          ...snap,
          phase: 'ended',
          ...(snap.host && data.results ? { host: { ...snap.host, results: data.results } } : {}),
        },
      };
    }
    case 'joined': {
      if (!snap.host || snap.host.learners.some((l) => l.learnerId === event.data.learnerId)) return state;
      const learners = [...snap.host.learners, { learnerId: event.data.learnerId, nickname: event.data.nickname }];
      return { ...state, snap: { ...snap, host: { ...snap.host, learners } } };
    }
    case 'tally':
      if (!snap.host || event.data.index !== snap.index) return state;
      return { ...state, snap: { ...snap, host: { ...snap.host, tally: event.data } } };
  }
}

function emptyTally(index: number, learners: number) {
  return { index, answered: 0, learners, histogram: [] };
}

/** Whether a response matches a reveal's right answer (for a snapshot taken after the reveal, e.g. a reload). */
export function isRight(question: PublicQuestion, reveal: Reveal, response: AnswerResponse): boolean {
  if ('choice' in response) return reveal.correct.length === 1 && reveal.correct[0] === response.choice;
  if ('choices' in response)
    return (
      response.choices.length === reveal.correct.length && response.choices.every((c) => reveal.correct.includes(c))
    );
  if ('order' in response) return response.order.join('\n') === reveal.correct.join('\n');
  return question.type === 'short' && reveal.correct.some((a) => normalizeShort(a) === normalizeShort(response.text));
}

export const liveEventNames = ['snapshot', 'question', 'closed', 'reveal', 'next', 'end', 'joined', 'tally'] as const;

/** An SSE message as an event, or null for an unknown name or data that is not a JSON object. */
export function parseEvent(name: string, data: string): AnyEvent | null {
  if (!(liveEventNames as readonly string[]).includes(name)) return null;
  try {
    const value: unknown = JSON.parse(data);
    if (!value || typeof value !== 'object') return null;
    return { name, data: value } as AnyEvent;
  } catch {
    return null;
  }
}
