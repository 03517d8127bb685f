import { defineCases } from '../../../lib/exercises/define-cases';
import type { CaseDef } from '../../../lib/exercises/types';

type Rule = 'fresh' | 'stale' | 'scope' | 'result' | 'shape';

/** One call of the learner's listTools: who asks, how long after the previous call, and what must happen. */
interface Step {
  user: string;
  after: number;
  expect: 'fetch' | 'cache';
  rule: Rule;
  /** Why, in words: the second half of the failure message. */
  why: string;
}

interface Observed {
  at: number;
  user: string;
  sent: number;
  count: number;
}

const isObserved = (v: unknown): v is Observed[] => Array.isArray(v);

const cacheCase = (name: string, server: CaseDef<Rule>['server'], steps: Step[]): CaseDef<Rule> => ({
  name,
  server: { pageSize: 50, ...server },
  run: async ({ entry, client, clock, wire }) => {
    const start = clock.now();
    const listTools = await entry(client, clock);
    if (typeof listTools !== 'function') return 'not a function';
    const observed: Observed[] = [];
    for (const step of steps) {
      clock.advance(step.after);
      const before = wire().requests('tools/list').length;
      const tools: unknown = await (listTools as (user: string) => Promise<unknown>)(step.user);
      const sent = wire().requests('tools/list').length - before;
      observed.push({ at: clock.now() - start, user: step.user, sent, count: Array.isArray(tools) ? tools.length : -1 });
    }
    return observed;
  },
  check: ({ value, finished, lab, fail }) => {
    if (!finished) return undefined;
    if (!isObserved(value)) return fail('shape', 'createToolListCache did not return a function (user) => Promise<Tool[]>');
    const total = lab.definitions().length;
    for (const [i, o] of value.entries()) {
      const step = steps[i];
      const asked = `at ${o.at} ms ${o.user} asked for the list and your cache`;
      if (step.expect === 'fetch' && o.sent === 0) return fail(step.rule, `${asked} sent no tools/list request; ${step.why}`);
      if (step.expect === 'cache' && o.sent > 0)
        return fail(step.rule, `${asked} sent ${o.sent} tools/list request${o.sent > 1 ? 's' : ''}; ${step.why}`);
      if (o.count !== total) return fail('result', `${asked} returned ${o.count < 0 ? 'no array' : `${o.count} tools`}, not the ${total} listed`);
    }
    return undefined;
  },
});

const first = (user: string): Step => ({ user, after: 0, expect: 'fetch', rule: 'stale', why: 'nothing was cached yet' });

export default defineCases<Rule>({
  kind: 'client',
  entry: 'createToolListCache',
  lesson: '02-caching-ttl-scope',
  rules: {
    fresh: {
      section: 'ttlMs: how long the list stays fresh',
      text: 'a copy is fresh while now < arrival + ttlMs, and a fresh copy the user may see needs no request (Caching: Freshness Calculation)',
    },
    stale: {
      section: 'ttlMs: how long the list stays fresh',
      text: 'a copy is stale from arrival + ttlMs on, and at once when ttlMs is 0: fetch again (Caching: Freshness Calculation)',
    },
    scope: {
      section: 'cacheScope: who may reuse the list',
      text: 'a "private" list is reused only for the user it was fetched for; a "public" one for anyone (Caching: Cache Scope Field)',
    },
    result: { section: 'Two required hints', text: 'every call returns the whole tool list, cached or fetched' },
    shape: { section: 'Two required hints', text: 'createToolListCache(client, clock) returns listTools(user)' },
  },
  cases: [
    cacheCase('a public list with a 30 s TTL', { ttlMs: 30_000, cacheScope: 'public' }, [
      first('ana'),
      { user: 'raj', after: 10_000, expect: 'cache', rule: 'fresh', why: "ana's copy from 0 ms is public and fresh until 30000 ms" },
      { user: 'ana', after: 19_999, expect: 'cache', rule: 'fresh', why: 'the copy from 0 ms is fresh until 30000 ms' },
      {
        user: 'raj',
        after: 1,
        expect: 'fetch',
        rule: 'stale',
        why: 'the copy arrived at 0 ms with ttlMs 30000, so it went stale at 30000 ms',
      },
    ]),
    cacheCase('a private list with a 60 s TTL', { ttlMs: 60_000, cacheScope: 'private' }, [
      first('ana'),
      { user: 'raj', after: 1_000, expect: 'fetch', rule: 'scope', why: "ana's copy is private, so it may not be served to raj" },
      { user: 'ana', after: 1_000, expect: 'cache', rule: 'fresh', why: "ana's own copy from 0 ms is fresh until 60000 ms" },
      { user: 'raj', after: 1_000, expect: 'cache', rule: 'fresh', why: "raj's own copy from 1000 ms is fresh until 61000 ms" },
    ]),
    cacheCase('a list with ttlMs 0', { ttlMs: 0, cacheScope: 'public' }, [
      first('ana'),
      { user: 'ana', after: 0, expect: 'fetch', rule: 'stale', why: 'the copy arrived with ttlMs 0, which is stale at once' },
      { user: 'raj', after: 5, expect: 'fetch', rule: 'stale', why: 'every copy arrived with ttlMs 0, which is stale at once' },
    ]),
    cacheCase('private copies expire one by one', { ttlMs: 5_000, cacheScope: 'private' }, [
      first('ana'),
      { user: 'raj', after: 1_000, expect: 'fetch', rule: 'scope', why: "ana's copy is private, so it may not be served to raj" },
      {
        user: 'ana',
        after: 4_000,
        expect: 'fetch',
        rule: 'stale',
        why: "ana's copy arrived at 0 ms with ttlMs 5000, so it went stale at 5000 ms",
      },
      { user: 'raj', after: 500, expect: 'cache', rule: 'fresh', why: "raj's copy from 1000 ms is fresh until 6000 ms" },
    ]),
  ],
});
