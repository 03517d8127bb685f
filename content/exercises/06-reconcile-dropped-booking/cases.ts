import { defineCases } from '../../../lib/exercises/define-cases';
import type { CaseDef } from '../../../lib/exercises/types';
import type { Exchange } from '../../../lib/exercises/wire';

type Rule = 'key' | 'search' | 'read' | 'twice' | 'state';
type Expected = 'confirmed' | 'failed';

const TIMEOUT_MS = 300;
const json = (v: unknown) => JSON.stringify(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const argsOf = (x: Exchange) => (x.params.arguments ?? {}) as Record<string, unknown>;

const freeSlot = {
  title: 'Budget review',
  date: '2026-09-16',
  start: '15:00',
  durationMinutes: 30,
  roomId: 'nook',
  attendees: ['ana', 'raj'],
  requestKey: 'budget-review-1',
};
// The Studio holds the seeded design review (evt-1004) at this time, so the server refuses this one.
const takenSlot = { ...freeSlot, title: 'Roadmap chat', date: '2026-09-15', start: '11:00', roomId: 'studio', requestKey: 'roadmap-chat-1' };

const bookingCase = (
  name: string,
  booking: typeof freeSlot,
  expected: Expected,
  faults?: CaseDef<Rule>['faults'],
): CaseDef<Rule> => ({
  name,
  ...(faults ? { faults } : {}),
  run: async ({ entry, client }) => entry(client, structuredClone(booking), TIMEOUT_MS),
  check: ({ value, finished, wire, lab, fail }) => {
    // A request the network delivered twice keeps its id: count what the learner sent, once each.
    const calls = wire.requests('tools/call').filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i);
    const books = calls.filter((c) => c.params.name === 'book_meeting');
    if (books.length === 0) return fail('key', 'your code sent no book_meeting request');
    const first = books[0];
    if (argsOf(first).requestKey !== booking.requestKey)
      return fail('key', `the book_meeting request sent requestKey ${json(argsOf(first).requestKey)}, not the booking's ${json(booking.requestKey)}`);
    const stored = lab.world.bookingByKey(booking.requestKey);
    const after = calls.filter((c) => c.request.seq > first.request.seq);
    const state = (value as { state?: unknown } | null)?.state;
    if (!first.response) {
      const next = after[0];
      const booked = stored ? `; the server had booked ${stored.event.id}` : '';
      if (!next && finished)
        return fail('search', `after the lost answer your function returned ${json(state)} without looking the booking up${booked}`);
      if (next?.params.name === 'book_meeting')
        return fail('search', `after the lost answer your code sent book_meeting again before looking the key up with find_booking${booked}`);
      if (next && (next.params.name !== 'find_booking' || argsOf(next).requestKey !== booking.requestKey)) {
        return fail(
          'search',
          `after the lost answer your next request was ${json(next.params.name)} with ${json(argsOf(next))}, not find_booking with the request key`,
        );
      }
    } else if (first.result && first.result.isError !== true) {
      const reported = (first.result.structuredContent as { eventId?: unknown } | undefined)?.eventId;
      const read = after.some(
        (c) =>
          (c.params.name === 'find_booking' && argsOf(c).requestKey === booking.requestKey) ||
          (c.params.name === 'get_event' && argsOf(c).eventId === reported),
      );
      if (!read && finished)
        return fail('read', `your function returned ${json(state)} with no read after book_meeting answered ${json(reported)}`);
    }
    for (const again of books.slice(1)) {
      if (!same(argsOf(again), argsOf(first)))
        return fail('key', `a later book_meeting request sent ${json(argsOf(again))}; a re-issue repeats the first call exactly, key included`);
    }
    const held = lab.world.allEvents().filter((e) => e.title === booking.title && e.status === 'confirmed');
    if (held.length > 1) return fail('twice', `the calendar now holds ${held.length} "${booking.title}" meetings`);
    if (!finished) return undefined;
    if (state !== expected) {
      const truth = stored ? `the calendar holds ${stored.event.id}, booked with the key` : 'nothing was booked with the key';
      return fail('state', `your function returned ${json(state)}; ${truth}`);
    }
    const eventId = (value as { eventId?: unknown }).eventId;
    if (expected === 'confirmed' && eventId !== stored?.event.id)
      return fail('state', `your function returned eventId ${json(eventId)}; the booking is ${json(stored?.event.id)}`);
    return undefined;
  },
});

export default defineCases<Rule>({
  kind: 'client',
  entry: 'bookOnce',
  lesson: '10-did-the-call-succeed',
  rules: {
    key: {
      section: 'Request keys for side-effecting tools',
      text: 'one request key per intended booking, sent with it and reused unchanged on every re-issue',
    },
    search: {
      section: 'Walkthrough: the booking that went quiet',
      text: 'a lost answer leaves the booking pending: look it up by its key before booking again, never report it failed unseen',
    },
    read: {
      section: 'Reported, pending, confirmed',
      text: "a success result is only the tool's report: confirm it with an independent read before calling it confirmed",
    },
    twice: { section: 'Request keys for side-effecting tools', text: 'one intended meeting must end up as one booking' },
    state: {
      section: 'Reported, pending, confirmed',
      text: 'say only what the evidence shows: confirmed after a read found it, failed when a lookup shows nothing was booked',
    },
  },
  cases: [
    bookingCase('the answer is lost after the booking', freeSlot, 'confirmed', (f) => f.dropNextResponse('tools/call')),
    bookingCase('the answer arrives', freeSlot, 'confirmed'),
    bookingCase('the answer is lost and nothing was booked', takenSlot, 'failed', (f) => f.dropNextResponse('tools/call')),
    bookingCase('the room is taken', takenSlot, 'failed'),
    bookingCase('the request reaches the server twice', freeSlot, 'confirmed', (f) => f.duplicateNextRequest('tools/call')),
  ],
});
