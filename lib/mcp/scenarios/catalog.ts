import { LEGACY, MODERN } from '../types';
import { httpScenarios } from './http-catalog';
import type { Scenario } from './types';

/** The lab calendar's fixed "today" is 2026-09-14; these dates sit around it. */
const FUTURE = '2026-09-16';
const PAST = '2026-09-01';

const booking = {
  title: 'Design review',
  date: FUTURE,
  start: '10:00',
  durationMinutes: 30,
  roomId: 'studio',
  attendees: ['ana', 'raj'],
};

/**
 * Every lab scenario, as data: the UI steps through one, a test runs it whole, a lesson embeds it by name.
 * Order here is the order the lab offers them.
 */
export const scenarios: Scenario[] = [
  {
    name: 'page-all',
    title: 'Page through tools/list',
    summary: 'Ask for the first page without a cursor, then follow nextCursor until a page comes back without one.',
    lessons: ['paging-tools-list'],
    eras: [MODERN],
    panels: ['tools', 'trace'],
    steps: [
      { step: { do: 'list-page', from: 'start' }, explain: 'The first request has no cursor at all.' },
      {
        step: { do: 'list-page', from: 'next' },
        explain: 'Send back exactly the nextCursor you received; never build one.',
      },
      {
        step: { do: 'list-page', from: 'next' },
        explain: 'The last page has no nextCursor: that, and only that, ends paging.',
      },
    ],
  },
  {
    name: 'empty-cursor',
    title: 'An empty-string cursor',
    summary: 'The second page\'s cursor is "" — present, so paging goes on, and every tool still appears exactly once.',
    lessons: ['paging-tools-list'],
    eras: [MODERN],
    server: { emptyCursor: true },
    panels: ['tools', 'trace'],
    steps: [
      { step: { do: 'list-page', from: 'start' }, explain: 'Look at nextCursor: it is the empty string, not absent.' },
      {
        step: { do: 'list-page', from: 'next' },
        explain: 'Sending "" back is legal and gets page two, not page one again.',
      },
      { step: { do: 'list-page', from: 'next' }, explain: 'No nextCursor now: the list is complete.' },
    ],
  },
  {
    name: 'unknown-tool',
    title: 'Call a tool that does not exist',
    summary: 'The server answers on the protocol channel: a JSON-RPC error with code -32602, no result at all.',
    lessons: ['two-error-channels'],
    eras: [MODERN],
    panels: ['call', 'result', 'trace'],
    steps: [
      {
        step: { do: 'call', tool: 'book_meting', args: {} },
        explain: 'A typo in the tool name: there is no such tool.',
      },
    ],
  },
  {
    name: 'malformed-call',
    title: 'Send a malformed tools/call',
    summary: 'A call without a tool name fails the CallToolRequest schema and is rejected as a protocol error.',
    lessons: ['two-error-channels'],
    eras: [MODERN],
    panels: ['call', 'result', 'trace'],
    steps: [
      {
        step: { do: 'raw', method: 'tools/call', params: { arguments: { date: FUTURE } } },
        explain: 'params.name is missing, so the request itself is invalid: the tool never runs.',
      },
    ],
  },
  {
    name: 'tool-error',
    title: 'A tool reports a failure',
    summary: 'get_event runs, finds no such event and says so in a normal result with isError: true.',
    lessons: ['two-error-channels', 'call-tool-result'],
    eras: [MODERN],
    panels: ['call', 'result', 'trace'],
    steps: [
      {
        step: { do: 'call', tool: 'get_event', args: { eventId: 'evt-9999' } },
        explain: "The request is valid; the tool's own work fails.",
      },
    ],
  },
  {
    name: 'bad-date',
    title: 'Book a meeting in the past',
    summary: 'The arguments fit the schema, but the tool rejects a past date: an isError result the model can correct.',
    lessons: ['two-error-channels'],
    eras: [MODERN],
    panels: ['call', 'result', 'trace'],
    steps: [
      {
        step: { do: 'call', tool: 'book_meeting', args: { ...booking, date: PAST } },
        explain: `${PAST} is before the lab's today.`,
      },
      {
        step: { do: 'call', tool: 'book_meeting', args: booking },
        explain: 'Corrected date: the same tool now succeeds.',
      },
    ],
  },
  {
    name: 'annotations',
    title: 'Tool annotations and display names',
    summary: 'List every tool and compare explicit hints with the defaults a client must assume when they are missing.',
    lessons: ['tool-annotations', 'what-shapes-the-tool-list'],
    eras: [MODERN],
    panels: ['tools', 'detail', 'trace'],
    steps: [
      {
        step: { do: 'list-all' },
        explain:
          'list_people has no annotations: readOnly false, destructive true, idempotent false, openWorld true apply.',
      },
    ],
  },
  {
    name: 'content-gallery',
    title: 'Every content block type',
    summary:
      'room_tour returns text, image, audio, a resource link, and embedded text and blob resources, with block annotations.',
    lessons: ['content-blocks'],
    eras: [MODERN],
    panels: ['call', 'result', 'trace'],
    steps: [
      {
        step: { do: 'call', tool: 'room_tour', args: {} },
        explain: 'Each block carries its own annotations, beside its other fields.',
      },
      {
        step: { do: 'read-resource', uri: 'calendar://rooms/atrium/floorplan.png' },
        explain: 'Follow the resource_link with resources/read: the content was not inlined, only pointed at.',
      },
    ],
  },
  {
    name: 'structured-ok',
    title: 'structuredContent that matches its outputSchema',
    summary:
      'get_event returns an object, list_event_ids an array: in 2026-07-28 structuredContent may be any JSON value.',
    lessons: ['structured-output'],
    eras: [MODERN],
    panels: ['call', 'result', 'trace'],
    steps: [
      { step: { do: 'list-all' }, explain: "The client learns each tool's outputSchema from tools/list." },
      {
        step: { do: 'call', tool: 'get_event', args: { eventId: 'evt-1001' } },
        explain: 'An object, with the same data serialized in a text block.',
      },
      {
        step: { do: 'call', tool: 'list_event_ids', args: {} },
        explain: 'An array: not an object, and still valid structuredContent.',
      },
    ],
  },
  {
    name: 'structured-bad',
    title: 'structuredContent that breaks its schema',
    summary:
      'room_occupancy declares a number from 0 to 1 and produces "25%"; the server catches it and answers isError.',
    lessons: ['structured-output'],
    eras: [MODERN],
    panels: ['call', 'result', 'trace'],
    steps: [
      {
        step: { do: 'call', tool: 'room_occupancy', args: { roomId: 'atrium', date: FUTURE } },
        explain:
          'The server must return conforming structured content, so its own check turns the bad value into an error result.',
      },
    ],
  },
  {
    name: 'cache-ttl',
    title: 'Watch the tools/list cache expire',
    summary:
      'With ttlMs 1500 the client serves the list from its cache, refetches once it is stale, and drops it on list_changed.',
    lessons: ['caching-ttl-scope'],
    eras: [MODERN],
    server: { ttlMs: 1500, cacheScope: 'public' },
    panels: ['tools', 'subscriptions', 'trace'],
    steps: [
      { step: { do: 'list-all' }, explain: 'Nothing cached yet: the client fetches every page.' },
      { step: { do: 'list-all' }, explain: 'Within ttlMs: served from the cache, no request on the wire.' },
      { step: { do: 'wait', ms: 1700 }, explain: 'Let the ttlMs run out.' },
      { step: { do: 'list-all' }, explain: 'Stale now: the client fetches again.' },
      { step: { do: 'listen' }, explain: 'Open a subscription so the server can tell us about changes.' },
      {
        step: { do: 'add-tool', name: 'hold_slot' },
        explain: 'A tool is added: list_changed arrives and evicts the cached list.',
      },
      { step: { do: 'list-all' }, explain: 'Still within ttlMs, yet refetched: the notification beat the TTL.' },
      { step: { do: 'close-listen' }, explain: 'Close the subscription.' },
    ],
  },
  {
    name: 'listen-list-changed',
    title: 'subscriptions/listen and list_changed',
    summary: 'Open a listen stream, see it acknowledged first, then a list_changed tagged with its subscription id.',
    lessons: ['subscriptions-listen'],
    eras: [MODERN],
    panels: ['subscriptions', 'tools', 'trace'],
    steps: [
      { step: { do: 'list-all' }, explain: 'The list before the change.' },
      { step: { do: 'listen' }, explain: 'notifications/subscriptions/acknowledged comes first.' },
      { step: { do: 'add-tool', name: 'hold_slot' }, explain: "Its subscriptionId equals the listen request's id." },
      { step: { do: 'list-all' }, explain: 'The notification carries no tools: fetch the list again.' },
      { step: { do: 'remove-tool', name: 'hold_slot' }, explain: 'Removing a tool is a change too.' },
      {
        step: { do: 'close-listen' },
        explain: 'Closing the subscription sends notifications/cancelled for the listen request.',
      },
    ],
  },
  {
    name: 'input-required',
    title: 'Confirm before deleting: input_required',
    summary:
      'cancel_meeting answers input_required with an elicitation; the client asks, then retries with a new id and the same requestState.',
    lessons: ['requests-in-2026-07-28'],
    eras: [MODERN],
    panels: ['call', 'result', 'trace'],
    steps: [
      {
        step: { do: 'call', tool: 'cancel_meeting', args: { eventId: 'evt-1004' } },
        explain: 'Two round trips on the wire for one call: the interim input_required result, then the retry.',
      },
    ],
  },
  {
    name: 'dropped-booking',
    title: 'A dropped response: reported, pending, confirmed',
    summary:
      'The booking response is lost after the server acted. Read before retrying; a retry with the same key creates nothing new.',
    lessons: ['did-the-call-succeed'],
    eras: [MODERN],
    panels: ['faults', 'call', 'result', 'trace'],
    steps: [
      { step: { do: 'drop-next-response' }, explain: 'Arm the fault: the next tools/call response will not arrive.' },
      {
        step: { do: 'call', tool: 'book_meeting', args: { ...booking, requestKey: 'design-review-1' } },
        explain: 'No result: the outcome is pending, not failed.',
      },
      {
        step: { do: 'call', tool: 'find_booking', args: { requestKey: 'design-review-1' } },
        explain: 'An independent read finds the booking: confirmed.',
      },
      {
        step: { do: 'call', tool: 'book_meeting', args: { ...booking, requestKey: 'design-review-1' } },
        explain: 'A retry with the same key returns the same booking: no duplicate.',
      },
      {
        step: { do: 'call', tool: 'book_meeting', args: { ...booking, start: '11:00', requestKey: 'design-review-2' } },
        explain: 'A new key is a new booking.',
      },
      { step: { do: 'call', tool: 'list_events', args: { date: FUTURE } }, explain: 'The read shows both bookings.' },
    ],
  },
  {
    name: 'legacy-vs-modern',
    title: '2025-11-25 and 2026-07-28 side by side',
    summary:
      'The same calls under both revisions: initialize vs server/discover, _meta on every request, resultType and cache hints.',
    lessons: ['requests-in-2026-07-28', 'structured-output'],
    eras: [LEGACY, MODERN],
    panels: ['era', 'trace'],
    steps: [
      { step: { do: 'list-all' }, explain: 'Only 2026-07-28 results carry resultType, ttlMs and cacheScope.' },
      {
        step: { do: 'call', tool: 'list_event_ids', args: {} },
        explain: '2025-11-25 wraps a non-object structuredContent as { "result": … }.',
      },
    ],
  },
  ...httpScenarios,
];

export function scenario(name: string): Scenario {
  const found = scenarios.find((s) => s.name === name);
  if (!found) throw new Error(`unknown scenario "${name}"`);
  return found;
}
