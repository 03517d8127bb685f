import { randomUUID } from 'node:crypto';
import type { CreateClassResult, JoinResult } from '../../lib/live/contract';
import { sseReader } from '../../lib/live/sse-reader';
import { AppInstance } from '../../scripts/live-sim/instances';
import { builtContent } from './fixtures';

export { freePort } from '../../scripts/live-sim/instances';

/** Request-level helpers for the live API specs: plain fetch against a real production server. */
export class LiveClient {
  constructor(readonly base: string) {}

  post(url: string, body: unknown, key?: string, headers: Record<string, string> = {}) {
    return fetch(this.base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  async createClass(questionIds: string[], title = 'E2E class'): Promise<CreateClassResult> {
    const res = await this.post('/api/live/classes', { title, questionIds });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
    return (await res.json()) as CreateClassResult;
  }

  async join(joinCode: string, nickname: string): Promise<JoinResult> {
    // A test address of its own, so the join-guessing limit of one spec never touches another's.
    const res = await this.post('/api/live/join', { joinCode, nickname }, undefined, {
      'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}`,
    });
    if (res.status !== 201) throw new Error(`join: ${res.status} ${await res.text()}`);
    return (await res.json()) as JoinResult;
  }

  control(classId: string, hostKey: string, action: string, observed?: unknown) {
    return this.post(`/api/live/classes/${classId}/control`, { action, ...(observed ? { observed } : {}) }, hostKey);
  }

  answer(classId: string, key: string, questionId: string, response: unknown, answerId: string = randomUUID()) {
    return this.post(`/api/live/classes/${classId}/answers`, { answerId, questionId, response }, key);
  }

  /** Opens the SSE stream; `raw` keeps every event's text, to check what a viewer was ever sent. */
  async stream(classId: string, key: string, lastEventId?: string) {
    const abort = new AbortController();
    const res = await fetch(`${this.base}/api/live/classes/${classId}/events`, {
      headers: { authorization: `Bearer ${key}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      signal: abort.signal,
    });
    if (res.status !== 200 || !res.body) throw new Error(`stream: ${res.status} ${await res.text()}`);
    const reader = sseReader(res.body);
    const raw: string[] = [];
    let lastId = '';
    return {
      res,
      raw,
      get lastId() {
        return lastId;
      },
      /** The next named event; null when the stream ends (or breaks, as when the server dies). */
      async next<T = Record<string, unknown>>() {
        const e = await reader.nextEvent<T>().catch(() => null);
        if (e) {
          raw.push(`${e.event} ${JSON.stringify(e.data)}`);
          lastId = e.id;
        }
        return e;
      },
      /** Events until one named `name` (inclusive). */
      async until<T = Record<string, unknown>>(name: string) {
        for (;;) {
          const e = await this.next<T>();
          if (!e || e.event === name) return e;
        }
      },
      close: () => abort.abort(),
    };
  }
}

/** A `single` question from the real bank, with its right and one wrong option. */
export function singleQuestion(skip = 0) {
  const q = builtContent().questions.filter((x) => x.type === 'single')[skip];
  if (q.type !== 'single') throw new Error('no single question');
  return { id: q.id, right: q.options.find((o) => o.correct)!.id, wrong: q.options.find((o) => !o.correct)!.id };
}

/**
 * A real app server of the test's own (scripts/serve.mjs on the production build), on a port and a data folder
 * of its own, that the test can kill with SIGKILL and start again on the same folder. The bench's server
 * kit with the options the specs use.
 */
export class AppServer extends AppInstance {
  constructor(port: number, env: Record<string, string> = {}, cwd?: string) {
    super({ port, env, cwd, host: 'localhost', ownDataDir: true });
  }
}
