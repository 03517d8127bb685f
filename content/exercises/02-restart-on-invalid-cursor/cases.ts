import { checkWalk, compareNames, returnedNames } from '../../../lib/exercises/checks/paging';
import { defineCases } from '../../../lib/exercises/define-cases';
import type { CaseDef } from '../../../lib/exercises/types';
import { describeCursor, ordinal } from '../../../lib/exercises/wire';

type Rule = 'first' | 'cursor' | 'presence' | 'end' | 'restart' | 'discard' | 'result';

const INVALID_PARAMS = -32602;

const walkCase = (name: string, server: CaseDef<Rule>['server']): CaseDef<Rule> => ({
  name,
  server,
  run: async ({ entry, client }) => entry(client),
  check: ({ value, finished, wire, lab, fail }) => {
    const all = wire.requests('tools/list');
    const refused = all.findIndex((x) => x.error !== undefined);
    if (refused >= 0) {
      // The walk up to the refusal must itself be right; then a fresh walk must follow.
      const before = checkWalk(all.slice(0, refused + 1), fail, { finished: false });
      if (before) return before;
      const code = all[refused].error?.code;
      const n = ordinal(refused + 1);
      if (code !== INVALID_PARAMS) return fail('restart', `the ${n} tools/list request got error ${code}`);
      const after = all.slice(refused + 1);
      if (after.length === 0)
        return fail('restart', `your code sent no tools/list request after the -32602 answer to the ${n} one`);
      if ('cursor' in after[0].params) {
        return fail(
          'restart',
          `after the -32602 answer to the ${n} tools/list request, the ${ordinal(refused + 2)} sent ${describeCursor(after[0].params)} instead of starting again without one`,
        );
      }
      const broken = checkWalk(after, fail, { n0: refused + 2, finished });
      if (broken || !finished) return broken;
    } else {
      const broken = checkWalk(all, fail, { finished });
      if (broken || !finished) return broken;
    }
    const names = returnedNames(value);
    if (typeof names === 'string') return fail('result', names);
    const wrong = compareNames(
      names,
      lab.definitions().map((t) => t.name),
    );
    if (!wrong) return undefined;
    return fail(refused >= 0 && wrong.includes('more than once') ? 'discard' : 'result', wrong);
  },
});

export default defineCases<Rule>({
  kind: 'client',
  entry: 'listAllTools',
  lesson: '01-paging-tools-list',
  rules: {
    first: { section: 'The request and the result', text: 'a walk starts with a tools/list request without a cursor' },
    cursor: {
      section: 'The cursor is opaque',
      text: "each request sends the previous page's nextCursor exactly as given (Pagination: cursors are opaque)",
    },
    presence: {
      section: 'Presence, not truthiness',
      text: 'an empty string is a real cursor: only a missing nextCursor ends the list (Pagination)',
    },
    end: { section: 'A complete paging loop', text: 'only a page without nextCursor is the last one (Pagination)' },
    restart: {
      section: 'When a cursor is rejected',
      text: 'a refused cursor cannot be repaired or retried: page again from the start, without a cursor (Pagination: Error Handling)',
    },
    discard: {
      section: 'When a cursor is rejected',
      text: 'drop every page of the abandoned walk; only the fresh walk counts (Caching: Interaction with Pagination)',
    },
    result: { section: 'A complete paging loop', text: "return every listed tool once, in the server's order" },
  },
  cases: [
    walkCase('the cursor after page 2 is refused', { pageSize: 4, expireCursorsAfterPages: 2 }),
    walkCase('a refusal after a "" cursor', { pageSize: 3, emptyCursor: true, expireCursorsAfterPages: 2 }),
    walkCase('one tool per page, refused after the fifth', { pageSize: 1, expireCursorsAfterPages: 5 }),
    walkCase('no cursor is refused', { pageSize: 5 }),
  ],
});
