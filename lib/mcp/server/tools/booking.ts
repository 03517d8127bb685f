import type { LabTool } from '../lab-tool';
import { ROOMS, type BookingOutcome, type CalendarWorld } from '../calendar-world';
import { eventUri } from '../calendar-resources';
import {
  checkSlot,
  slotArgs,
  describeEvent,
  EVENT_ID_PATTERN,
  eventSchema,
  optStr,
  str,
  strList,
  structured,
  text,
  TIME_PATTERN,
  toolError,
} from './results';

/** Changing the calendar: booking with a request key, looking a booking up by that key, reminding attendees. */

const bookingSchema = {
  type: 'object',
  properties: {
    eventId: { type: 'string', pattern: EVENT_ID_PATTERN },
    replayed: { type: 'boolean', description: 'True when the request key was seen before and nothing was created.' },
    requestKey: { type: 'string' },
    event: eventSchema,
  },
  required: ['eventId', 'replayed', 'event'],
  additionalProperties: false,
};

function bookingResult({ booking, event, replayed }: BookingOutcome, world: CalendarWorld, summary: string) {
  const value = {
    eventId: event.id,
    replayed,
    ...(booking.requestKey ? { requestKey: booking.requestKey } : {}),
    event,
  };
  // A link to the event resource: the booking is only "reported" here; reading it back confirms it.
  const link = {
    type: 'resource_link' as const,
    uri: eventUri(event.id),
    name: event.id,
    title: event.title,
    mimeType: 'application/json',
  };
  return structured(value, `${summary}\n${describeEvent(event, world)}`, [link]);
}

export const bookMeeting: LabTool = {
  definition: {
    name: 'book_meeting',
    title: 'Book a meeting',
    description:
      'Book a room for a meeting. The date must not be in the past (see get_today), the meeting must fit ' +
      '08:00–18:00 and the room must be free; otherwise nothing is booked. Repeating a requestKey returns ' +
      'the booking made with it instead of creating another, so a retry after a lost response is safe.',
    inputSchema: {
      type: 'object',
      properties: {
        title: { type: 'string', minLength: 1, maxLength: 120 },
        date: { type: 'string', format: 'date', description: 'YYYY-MM-DD' },
        start: { type: 'string', pattern: TIME_PATTERN, description: 'HH:MM, 24-hour' },
        durationMinutes: { type: 'integer', minimum: 15, maximum: 600 },
        roomId: { type: 'string', enum: ROOMS.map((r) => r.id) },
        attendees: { type: 'array', items: { type: 'string' }, description: 'Person ids from list_people' },
        requestKey: {
          type: 'string',
          minLength: 1,
          maxLength: 100,
          description: 'One key per intended meeting; reuse it on every retry of that booking.',
        },
      },
      required: ['title', 'date', 'start', 'durationMinutes', 'roomId'],
      additionalProperties: false,
    },
    outputSchema: bookingSchema,
    annotations: {
      title: 'Book meeting',
      readOnlyHint: false,
      destructiveHint: false,
      // Only keyed calls are promised a safe repeat. A keyless repeat is refused by the slot check here,
      // but one racing the first write (or a provider without the check) could book twice.
      idempotentHint: false,
      openWorldHint: false,
    },
  },
  run: (args, { world }) => {
    const requestKey = optStr(args, 'requestKey');
    // The key is checked before anything else: a retry must find the first booking even if, say, the
    // date has since passed or the room now shows as taken (by that very booking).
    const earlier = requestKey === undefined ? undefined : world.bookingByKey(requestKey);
    if (earlier) {
      return bookingResult(
        earlier,
        world,
        `A booking with request key "${requestKey}" already exists (${earlier.event.id}). ` +
          "No new meeting was created, and the rest of this call's arguments were not used.",
      );
    }
    const slot = slotArgs(args);
    const checked = checkSlot(world, slot);
    if ('problem' in checked) return toolError(`${checked.problem} Nothing was booked.`);
    const attendees = strList(args, 'attendees');
    const unknown = attendees.filter((id) => !world.person(id)).join(', ');
    if (unknown) return toolError(`Unknown attendees: ${unknown} (see list_people). Nothing was booked.`);
    const outcome = world.book({ ...slot, end: checked.end, title: str(args, 'title'), attendees, requestKey });
    return bookingResult(outcome, world, `Booked ${outcome.event.id}.`);
  },
};

export const findBooking: LabTool = {
  definition: {
    name: 'find_booking',
    description:
      'Look up the booking made with a request key. Use it before retrying a booking whose outcome is unknown.',
    inputSchema: {
      type: 'object',
      properties: { requestKey: { type: 'string', minLength: 1, maxLength: 100 } },
      required: ['requestKey'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: { found: { type: 'boolean' }, eventId: { type: 'string' }, event: eventSchema },
      required: ['found'],
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  run: (args, { world }) => {
    const requestKey = str(args, 'requestKey');
    const found = world.bookingByKey(requestKey);
    if (!found) return structured({ found: false }, `No booking was made with request key "${requestKey}".`);
    return structured(
      { found: true, eventId: found.event.id, event: found.event },
      `Request key "${requestKey}" booked ${describeEvent(found.event, world)} (status: ${found.event.status}).`,
    );
  },
};

export const notifyAttendees: LabTool = {
  definition: {
    name: 'notify_attendees',
    description:
      "Email a meeting's attendees a reminder. In the lab the message goes to an outbox instead of the " +
      'internet, but a real version reaches people outside the calendar, hence openWorldHint.',
    inputSchema: {
      type: 'object',
      properties: {
        eventId: { type: 'string', pattern: EVENT_ID_PATTERN },
        message: { type: 'string', maxLength: 500 },
      },
      required: ['eventId'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  },
  run: (args, { world }) => {
    const eventId = str(args, 'eventId');
    const event = world.event(eventId);
    if (!event) return toolError(`No event ${eventId}; no reminder was sent.`);
    const message = optStr(args, 'message') ?? `Reminder: ${event.title} on ${event.date} at ${event.start}.`;
    const sent = world.remind(eventId, message);
    return text(`Reminder sent to ${sent?.to.join(', ') || 'nobody (no attendees)'}: "${message}"`);
  },
};
