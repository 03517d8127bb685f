import { describe, expect, it } from 'vitest';
import { controlActions, type ControlAction, type Phase } from './contract';
import { transition } from './state-machine';

const at = (phase: Phase, index = 0, total = 3) => ({ phase, index, total });

describe('the class state machine', () => {
  it('walks open → close → reveal → next, moving to the next question only on next', () => {
    let s = at('lobby');
    const walk: [ControlAction, Phase, number][] = [
      ['open', 'open', 0],
      ['close', 'closed', 0],
      ['reveal', 'revealed', 0],
      ['next', 'lobby', 1],
      ['open', 'open', 1],
    ];
    for (const [action, phase, index] of walk) {
      const t = transition(s, action);
      expect(t, action).toEqual({ ok: true, phase, index });
      if (t.ok) s = { ...s, phase: t.phase, index: t.index };
    }
  });

  it('reveals straight from open, and ends from every phase but ended', () => {
    expect(transition(at('open'), 'reveal')).toEqual({ ok: true, phase: 'revealed', index: 0 });
    for (const phase of ['lobby', 'open', 'closed', 'revealed'] as const)
      expect(transition(at(phase, 1), 'end')).toEqual({ ok: true, phase: 'ended', index: 1 });
  });

  it('refuses every other transition with a sentence', () => {
    const allowed: Record<Phase, ControlAction[]> = {
      lobby: ['open', 'end'],
      open: ['close', 'reveal', 'end'],
      closed: ['reveal', 'end'],
      revealed: ['next', 'end'],
      ended: [],
    };
    for (const [phase, ok] of Object.entries(allowed) as [Phase, ControlAction[]][])
      for (const action of controlActions.filter((a) => !ok.includes(a))) {
        const t = transition(at(phase), action);
        expect(t.ok, `${action} in ${phase}`).toBe(false);
        if (!t.ok) expect(t.error).toMatch(/\w+ \w+/);
      }
  });

  it('refuses next on the last question (end it instead)', () => {
    expect(transition(at('revealed', 2, 3), 'next')).toEqual({
      ok: false,
      error: expect.stringMatching(/last question/),
    });
  });
});
