import { afterEach, describe, expect, it } from 'vitest';
import { DeckStore } from './deck-store';

/** Resolves once `store` satisfies `ready` (messages cross a real BroadcastChannel, asynchronously). */
function until(store: DeckStore, ready: (s: ReturnType<DeckStore['getState']>) => boolean) {
  return new Promise<void>((resolve) => {
    if (ready(store.getState())) return resolve();
    const off = store.subscribe(() => {
      if (ready(store.getState())) {
        off();
        resolve();
      }
    });
  });
}

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

function open(deck: string, role: 'presenter' | 'speaker') {
  const store = new DeckStore(deck, 20, role);
  closers.push(store.connect());
  return store;
}

describe('two windows of one deck over a real BroadcastChannel', () => {
  it('a speaker window that opens late gets the presenter state', async () => {
    const presenter = open('lesson:a', 'presenter');
    presenter.goto(7);
    presenter.setRevealed(9, true);
    const speaker = open('lesson:a', 'speaker');
    await until(speaker, (s) => s.current === 7);
    expect([...speaker.getState().revealed]).toEqual([9]);
    expect(speaker.getState().startedAt).toBe(presenter.getState().startedAt);
  });

  it('either window drives the other: slides, blank and reveal', async () => {
    const presenter = open('lesson:b', 'presenter');
    const speaker = open('lesson:b', 'speaker');
    speaker.goto(4);
    await until(presenter, (s) => s.current === 4);
    presenter.setBlank(true);
    await until(speaker, (s) => s.blank);
    speaker.setRevealed(4, true);
    await until(presenter, (s) => s.revealed.has(4));
    presenter.goto(5);
    await until(speaker, (s) => s.current === 5 && !s.blank);
  });

  it("does not hear another deck's windows, and ignores what is not a deck message", async () => {
    const a = open('lesson:c', 'presenter');
    const other = open('lesson:d', 'presenter');
    const speaker = open('lesson:c', 'speaker');
    other.goto(12);
    a.goto(3);
    await until(speaker, (s) => s.current === 3);
    speaker.receive({ type: 'goto', n: 'x' });
    speaker.receive('<script>');
    expect(speaker.getState().current).toBe(3);
  });

  it('keeps slide numbers inside the deck', () => {
    const store = new DeckStore('lesson:e', 20, 'presenter');
    store.goto(99);
    expect(store.getState().current).toBe(20);
    store.goto(-3);
    expect(store.getState().current).toBe(1);
  });
});
