import { checkWalk, compareNames, returnedNames } from '../../../lib/exercises/checks/paging';
import { defineCases } from '../../../lib/exercises/define-cases';
import type { CaseDef } from '../../../lib/exercises/types';

type Rule = 'first' | 'cursor' | 'presence' | 'end' | 'result';

/** Every case walks the same calendar; only how the server pages it changes. */
const walkCase = (name: string, server: CaseDef<Rule>['server']): CaseDef<Rule> => ({
  name,
  server,
  run: async ({ entry, client }) => entry(client),
  check: ({ value, finished, wire, lab, fail }) => {
    const walk = wire.requests('tools/list');
    const broken = checkWalk(walk, fail, { finished });
    if (broken || !finished) return broken;
    const names = returnedNames(value);
    if (typeof names === 'string') return fail('result', names);
    const wrong = compareNames(
      names,
      lab.definitions().map((t) => t.name),
    );
    return wrong ? fail('result', wrong) : undefined;
  },
});

export default defineCases<Rule>({
  kind: 'client',
  entry: 'listAllTools',
  lesson: '01-paging-tools-list',
  rules: {
    first: { section: 'The request and the result', text: 'the first tools/list request carries no cursor (Pagination)' },
    cursor: {
      section: 'The cursor is opaque',
      text: "each request sends the previous page's nextCursor exactly as given (Pagination: cursors are opaque)",
    },
    presence: {
      section: 'Presence, not truthiness',
      text: 'an empty string is a real cursor: only a missing nextCursor ends the list (Pagination)',
    },
    end: {
      section: 'A complete paging loop',
      text: "only a page without nextCursor is the last one, and page sizes are the server's to choose (Pagination)",
    },
    result: { section: 'A complete paging loop', text: "return every listed tool once, in the server's order" },
  },
  cases: [
    walkCase('the second page\'s cursor is ""', { pageSize: 4, emptyCursor: true }),
    walkCase('pages of 5, 2 and 4 tools', { pageSizes: [5, 2, 4] }),
    walkCase('one tool per page', { pageSize: 1 }),
    walkCase('everything on one page', { pageSize: 50 }),
  ],
});
