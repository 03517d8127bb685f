import type { Failure } from '../types';
import { describeCursor, ordinal, type Exchange } from '../wire';

/** The rules a paging walk can break; each exercise maps them to its lesson's sections. */
export type PagingRule = 'first' | 'cursor' | 'presence' | 'end';

/**
 * Judges one walk of a paginated list, read from the wire: no cursor first, then each page's nextCursor
 * exactly, and a stop exactly at the page without one. `n0` numbers the requests in messages (1-based).
 */
export function checkWalk(
  walk: readonly Exchange[],
  fail: (rule: PagingRule, fact: string) => Failure,
  opts: { method?: string; n0?: number; finished?: boolean } = {},
): Failure | undefined {
  const method = opts.method ?? 'tools/list';
  const n0 = opts.n0 ?? 1;
  if (walk.length === 0) return fail('first', `your code sent no ${method} request`);
  if ('cursor' in walk[0].params) {
    return fail(
      'first',
      `the ${ordinal(n0)} ${method} request sent ${describeCursor(walk[0].params)}; a walk starts without one`,
    );
  }
  for (let i = 1; i < walk.length; i++) {
    const previous = walk[i - 1].result;
    if (!previous) break; // an error answer ends what this walk can be judged on
    const given = previous.nextCursor;
    const n = ordinal(n0 + i);
    if (given === undefined) {
      return fail(
        'end',
        `the ${n} ${method} request was sent after a page without nextCursor, which was the last page`,
      );
    }
    if (walk[i].params.cursor !== given) {
      return fail(
        'cursor',
        `the ${n} ${method} request sent ${describeCursor(walk[i].params)}; the previous page's nextCursor was ${JSON.stringify(given)}`,
      );
    }
  }
  const last = walk[walk.length - 1].result;
  if (opts.finished !== false && last && last.nextCursor !== undefined) {
    return fail(
      last.nextCursor === '' ? 'presence' : 'end',
      `the walk stopped after the ${ordinal(n0 + walk.length - 1)} ${method} response, whose nextCursor was ${JSON.stringify(last.nextCursor)}`,
    );
  }
  return undefined;
}

/** The names in what the learner returned, or a sentence saying why it is not a list of tools. */
export function returnedNames(value: unknown): string[] | string {
  if (!Array.isArray(value))
    return `your function returned ${value === null ? 'null' : typeof value}, not an array of tools`;
  const names = value.map((t: unknown) =>
    typeof t === 'object' && t !== null ? (t as { name?: unknown }).name : undefined,
  );
  if (names.some((n) => typeof n !== 'string'))
    return 'your function returned an array with something other than tools in it';
  return names as string[];
}

/** Compares returned names with the server's list: missing, repeated or out of order, in words. */
export function compareNames(got: readonly string[], expected: readonly string[]): string | undefined {
  const seen = new Set<string>();
  const repeated = got.filter((n) => (seen.has(n) ? true : (seen.add(n), false)));
  if (repeated.length)
    return `your function returned ${got.length} tools, with ${[...new Set(repeated)].join(', ')} more than once`;
  const missing = expected.filter((n) => !seen.has(n));
  if (missing.length)
    return `your function returned ${got.length} of the server's ${expected.length} tools; missing: ${missing.join(', ')}`;
  const extra = got.filter((n) => !expected.includes(n));
  if (extra.length) return `your function returned tools the server does not list: ${extra.join(', ')}`;
  if (got.join() !== expected.join()) return "your function returned the tools in another order than the server's";
  return undefined;
}
