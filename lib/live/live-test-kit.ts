import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildContent } from '../content/build';
import type { Question } from '../quiz/schema';
import type { Deps } from './auth';
import type { Driver } from './db/driver';
import { provideContent } from './questions';
import { serveSse, type SseSource } from './sse';

/** The real course content, compiled by the build's pipeline, handed to the live questions. */
export async function useRealContent(): Promise<Question[]> {
  const content = await buildContent(path.resolve(import.meta.dirname, '../../content'));
  provideContent(content);
  return content.questions;
}

/** A clock the test moves by hand. */
export function fakeClock(start = '2026-12-01T09:00:00Z') {
  let t = new Date(start).getTime();
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
}

export const depsOf = (db: Driver, clock: { now: () => Date }): Deps => ({ db, now: clock.now });

/** The body of an Outcome that failed, for asserting its sentence. */
export const errorOf = (o: { body: unknown }) => (o.body as { error: string }).error;

/**
 * A real HTTP server for event streams: each `body` serves one SseSource on a request of its own, with
 * serveSse as the route does, and reads it with fetch. `ended` says whether its session was closed (the
 * client left, or was cut off).
 */
export async function sseServer() {
  const pending = new Map<string, SseSource>();
  const server = createServer((req, res) => {
    const source = pending.get(req.url ?? '');
    if (!source) return void res.writeHead(404).end();
    serveSse(source, res, { 'Content-Type': 'text/event-stream; charset=utf-8' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let count = 0;
  return {
    async body(source: SseSource) {
      let ended = false;
      const path = `/${++count}`;
      pending.set(path, {
        ...source,
        async open(sink) {
          const session = await source.open(sink);
          return { ...session, close: () => ((ended = true), session.close()) };
        },
      });
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      return { body: res.body!, ended: () => ended };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
