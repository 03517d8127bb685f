import type { ControlAction, Phase } from './contract';

/**
 * The class's phases as a table: phase × action → next phase. Anything not in the table is refused (409).
 * `next` on the last question is refused separately (use end), since it depends on the index.
 */
const table: Record<Phase, Partial<Record<ControlAction, Phase>>> = {
  lobby: { open: 'open', end: 'ended' },
  // Reveal straight from open closes answers first.
  open: { close: 'closed', reveal: 'revealed', end: 'ended' },
  closed: { reveal: 'revealed', end: 'ended' },
  revealed: { next: 'lobby', end: 'ended' },
  ended: {},
};

export type Transition = { ok: true; phase: Phase; index: number } | { ok: false; error: string };

export function transition(state: { phase: Phase; index: number; total: number }, action: ControlAction): Transition {
  const phase = table[state.phase][action];
  if (!phase) return { ok: false, error: refusal(state.phase, action) };
  if (action === 'next') {
    if (state.index + 1 >= state.total)
      return { ok: false, error: 'This is the last question: end the class instead.' };
    return { ok: true, phase, index: state.index + 1 };
  }
  return { ok: true, phase, index: state.index };
}

function refusal(phase: Phase, action: ControlAction): string {
  if (phase === 'ended') return 'The class has ended.';
  return `Cannot ${action} while the question is ${phase === 'lobby' ? 'not open yet' : phase}.`;
}
