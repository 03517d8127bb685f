import path from 'node:path';
import { buildContent } from '../content/build';
import type { Question } from '../quiz/schema';
import type { Deps } from './auth';
import type { Driver } from './db/driver';
import { provideContent } from './questions';

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
