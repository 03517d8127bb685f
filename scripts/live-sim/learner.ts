/**
 * One simulated learner: joins by code, holds the class's SSE stream (with the Bearer key, on an instance that
 * is up), answers each question after a think time, and retries an answer with the same answerId until the
 * server acknowledges it — also when the response was dropped.
 */
import { randomUUID } from 'node:crypto';
import { openEventStream, request } from './http-client';
import type { AnswerResponse, JoinResult, PublicQuestion, Snapshot } from '../../lib/live/contract';
import { sleep, wallNow } from './stats';

export interface Route {
  /** The base URL of the instance this learner talks to now. */
  base(): string;
}

export interface LearnerOptions {
  dropRate: number;
  thinkMs: number;
  /** Deterministic per learner, so runs are comparable. */
  random: () => number;
}

export class SimLearner {
  classId = '';
  private key = '';
  private stream: { close(): void } | null = null;
  private lastEventId = '';
  /** `${event}:${index}` (and `acked:${index}`) → when it first happened, on the wall clock (wallNow()). */
  readonly received = new Map<string, number>();
  readonly acks: number[] = [];
  /** The server's own time for each acknowledged answer (its Server-Timing `app;dur`), when it said. */
  readonly serverAcks: number[] = [];
  sent = 0;
  dropped = 0;
  duplicates = 0;
  conflicts = 0;
  reconnects = 0;
  private answering = new Set<number>();

  constructor(
    readonly nickname: string,
    private readonly route: Route,
    private readonly options: LearnerOptions,
  ) {}

  /** Returns the join's latency in ms. */
  async join(joinCode: string): Promise<number> {
    const started = performance.now();
    let nickname = this.nickname;
    for (let attempt = 0; ; attempt++) {
      const res = await request('POST', `${this.route.base()}/api/live/join`, {}, { joinCode, nickname }, 30_000).catch(
        (err: unknown) => {
          // No answer (a reset or a timeout on a swamped machine): join again, as a person would, under a new
          // name, since the lost attempt may have taken this one.
          if (attempt >= 5) throw new Error(`join ${nickname}: ${String(err)}`);
          return null;
        },
      );
      if (!res) {
        nickname = `${this.nickname}-${attempt + 2}`;
        continue;
      }
      if (res.status === 201) {
        const body = JSON.parse(res.body) as JoinResult;
        this.classId = body.classId;
        this.key = body.learnerKey;
        return performance.now() - started;
      }
      // Many learners behind one address look like guessing to the rate limit: wait as told.
      if (res.status === 429 && attempt < 20) {
        await sleep(Number(res.headers['retry-after'] ?? 1) * 1000);
        continue;
      }
      throw new Error(`join ${nickname}: HTTP ${res.status} ${res.body}`);
    }
  }

  connect() {
    const handlers: Record<string, (data: never) => void> = {
      snapshot: (s: Snapshot) => {
        this.mark('snapshot');
        // A stream that starts mid-question (a reconnect) answers what is still unanswered.
        if (s.phase === 'open' && s.question && !s.you?.answer) this.answer(s.index, s.question);
        if (s.phase === 'open' && s.you?.answer) this.mark(`acked:${s.index}`);
      },
      question: (d: { index: number; question: PublicQuestion }) => {
        this.mark(`question:${d.index}`);
        this.answer(d.index, d.question);
      },
      reveal: (d: { index: number }) => this.mark(`reveal:${d.index}`),
      next: (d: { index: number }) => this.mark(`next:${d.index}`),
      end: () => this.mark('end'),
    };
    this.stream = openEventStream({
      url: () => `${this.route.base()}/api/live/classes/${this.classId}/events`,
      headers: () => ({
        authorization: `Bearer ${this.key}`,
        ...(this.lastEventId ? { 'last-event-id': this.lastEventId } : {}),
      }),
      onEvent: (e) => {
        if (e.id) this.lastEventId = e.id;
        handlers[e.event ?? 'message']?.(JSON.parse(e.data) as never);
      },
      onError: () => (this.reconnects += 1),
    });
  }

  private mark(key: string) {
    if (!this.received.has(key)) this.received.set(key, wallNow());
  }

  close() {
    this.stream?.close();
    this.stream = null;
  }

  private answer(index: number, question: PublicQuestion) {
    if (this.answering.has(index)) return;
    this.answering.add(index);
    const options = question.options ?? [];
    const pick = options[Math.floor(this.options.random() * options.length)];
    if (!pick) return;
    const think = this.options.random() * this.options.thinkMs;
    setTimeout(() => void this.send(index, question.id, { choice: pick.id }), think);
  }

  /** Sends one answer and retries it, same answerId, until acknowledged or refused. */
  private async send(index: number, questionId: string, response: AnswerResponse) {
    const answerId = randomUUID();
    this.sent += 1;
    let drop = this.options.random() < this.options.dropRate;
    for (let attempt = 0; attempt < 400; attempt++) {
      const started = performance.now();
      try {
        const res = await request(
          'POST',
          `${this.route.base()}/api/live/classes/${this.classId}/answers`,
          { authorization: `Bearer ${this.key}` },
          { answerId, questionId, response },
          10_000,
        );
        const body = JSON.parse(res.body) as { duplicate?: boolean };
        if (drop) {
          // The server acted, but its answer never reaches us: the case exactly-once exists for.
          drop = false;
          this.dropped += 1;
          continue;
        }
        if (res.status === 200) {
          this.acks.push(performance.now() - started);
          const server = /(?:^|,)\s*app;dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
          if (server) this.serverAcks.push(Number(server[1]));
          if (body.duplicate) this.duplicates += 1;
          this.mark(`acked:${index}`);
          return;
        }
        if (res.status === 409) {
          this.conflicts += 1;
          return;
        }
      } catch {
        // The instance is down or the request timed out: try again.
      }
      await sleep(Math.min(2000, 100 * 2 ** Math.min(attempt, 4)));
    }
  }
}
