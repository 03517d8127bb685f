import { channelName, readDeckMessage, type DeckMessage } from './channel';
import { clampSlide } from './jump';

export interface DeckState {
  current: number;
  blank: boolean;
  revealed: ReadonlySet<number>;
  /** When the talk started (ms since epoch), shared by both windows so their clocks agree. */
  startedAt: number;
  /** When the current slide came up. */
  slideSince: number;
}

type Listener = () => void;

/**
 * One window's view of a deck: which slide, blank or not, which answers are revealed. Framework-free (React
 * reads it with useSyncExternalStore); `connect()` mirrors every change to the deck's other windows over a
 * BroadcastChannel, so the presenter and the speaker window drive each other with no server.
 */
export class DeckStore {
  private state: DeckState;
  private readonly listeners = new Set<Listener>();
  private channel: BroadcastChannel | null = null;

  constructor(
    readonly deck: string,
    readonly total: number,
    readonly role: 'presenter' | 'speaker',
    private readonly now: () => number = Date.now,
  ) {
    const t = now();
    this.state = { current: 1, blank: false, revealed: new Set(), startedAt: t, slideSince: t };
  }

  getState = (): DeckState => this.state;

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Opens the channel; the speaker asks the presenter for its state. Returns the way to close it. */
  connect(): () => void {
    if (typeof BroadcastChannel === 'undefined') return () => undefined;
    const channel = new BroadcastChannel(channelName(this.deck));
    this.channel = channel;
    channel.onmessage = (e: MessageEvent) => this.receive(e.data);
    if (this.role === 'speaker') this.post({ type: 'hello' });
    return () => {
      channel.close();
      if (this.channel === channel) this.channel = null;
    };
  }

  goto(n: number, broadcast = true) {
    const next = clampSlide(n, this.total);
    if (next !== this.state.current || this.state.blank)
      this.set({
        current: next,
        blank: false,
        slideSince: next === this.state.current ? this.state.slideSince : this.now(),
      });
    if (broadcast) this.post({ type: 'goto', n: next });
  }

  setBlank(on: boolean) {
    this.set({ blank: on });
    this.post({ type: 'blank', on });
  }

  setRevealed(n: number, on: boolean) {
    this.set({ revealed: toggled(this.state.revealed, n, on) });
    this.post({ type: 'reveal', n, revealed: on });
  }

  restartClock() {
    const t = this.now();
    this.set({ startedAt: t, slideSince: t });
  }

  /** A message from the deck's other window (anything that is not one is ignored). */
  receive(data: unknown) {
    const m = readDeckMessage(data);
    if (!m) return;
    const s = this.state;
    if (m.type === 'hello')
      this.post({ type: 'state', n: s.current, blank: s.blank, revealed: [...s.revealed], startedAt: s.startedAt });
    else if (m.type === 'goto') this.goto(m.n, false);
    else if (m.type === 'blank') this.set({ blank: m.on });
    else if (m.type === 'reveal') this.set({ revealed: toggled(s.revealed, m.n, m.revealed) });
    else
      this.set({
        current: clampSlide(m.n, this.total),
        blank: m.blank,
        revealed: new Set(m.revealed),
        startedAt: m.startedAt,
        slideSince: this.now(),
      });
  }

  private post(m: DeckMessage) {
    this.channel?.postMessage(m);
  }

  private set(patch: Partial<DeckState>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }
}

function toggled(set: ReadonlySet<number>, n: number, on: boolean): Set<number> {
  const out = new Set(set);
  if (on) out.add(n);
  else out.delete(n);
  return out;
}
