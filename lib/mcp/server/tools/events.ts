import type { LabTool } from '../lab-tool';
import { ROOMS } from '../calendar-world';
import { describeEvent, EVENT_ID_PATTERN, eventSchema, int, optStr, str, structured, text, toolError } from './results';

/** Reading the calendar: events by date, by id, and the gaps between them. All read-only. */

const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

export const listEvents: LabTool = {
  definition: {
    name: 'list_events',
    description: 'The confirmed meetings on one date, by start time. Use it to confirm that a booking really exists.',
    inputSchema: {
      type: 'object',
      properties: { date: { type: 'string', format: 'date', description: 'YYYY-MM-DD' } },
      required: ['date'],
      additionalProperties: false,
    },
    annotations: READ_ONLY,
  },
  run: (args, { world }) => {
    const date = str(args, 'date');
    const events = world.eventsOn(date);
    if (events.length === 0) return text(`No meetings on ${date}.`);
    return text(events.map((e) => describeEvent(e, world)).join('\n'));
  },
};

// outputSchema need not describe an object since 2026-07-28: here it is an array of ids.
export const listEventIds: LabTool = {
  definition: {
    name: 'list_event_ids',
    description: 'The ids of confirmed meetings, on one date or (without a date) on every date.',
    inputSchema: {
      type: 'object',
      properties: { date: { type: 'string', format: 'date', description: 'YYYY-MM-DD; leave out for all dates' } },
      additionalProperties: false,
    },
    outputSchema: { type: 'array', items: { type: 'string', pattern: EVENT_ID_PATTERN } },
    annotations: READ_ONLY,
  },
  run: (args, { world }) => {
    const date = optStr(args, 'date');
    const events = world.allEvents().filter((e) => e.status === 'confirmed' && (date === undefined || e.date === date));
    return structured(events.map((e) => e.id));
  },
};

export const getEvent: LabTool = {
  definition: {
    name: 'get_event',
    title: 'Event details',
    description: 'One event by id, cancelled ones included, as structured data.',
    inputSchema: {
      type: 'object',
      properties: { eventId: { type: 'string', pattern: EVENT_ID_PATTERN, description: 'e.g. evt-1004' } },
      required: ['eventId'],
      additionalProperties: false,
    },
    outputSchema: eventSchema,
    annotations: READ_ONLY,
  },
  run: (args, { world }) => {
    const eventId = str(args, 'eventId');
    const event = world.event(eventId);
    if (!event) return toolError(`No event ${eventId}. list_event_ids shows the ids that exist.`);
    return structured({ ...event });
  },
};

export const findFreeSlots: LabTool = {
  definition: {
    name: 'find_free_slots',
    description: 'Free stretches of a room on a date, within 08:00–18:00, that fit a meeting of the given length.',
    inputSchema: {
      type: 'object',
      properties: {
        date: { type: 'string', format: 'date', description: 'YYYY-MM-DD' },
        roomId: { type: 'string', enum: ROOMS.map((r) => r.id) },
        durationMinutes: { type: 'integer', minimum: 15, maximum: 600, default: 30 },
      },
      required: ['date', 'roomId'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: {
        date: { type: 'string', format: 'date' },
        roomId: { type: 'string' },
        durationMinutes: { type: 'integer' },
        windows: {
          type: 'array',
          items: {
            type: 'object',
            properties: { start: { type: 'string' }, end: { type: 'string' } },
            required: ['start', 'end'],
          },
        },
      },
      required: ['date', 'roomId', 'durationMinutes', 'windows'],
    },
    annotations: READ_ONLY,
  },
  run: (args, { world }) => {
    const date = str(args, 'date');
    const roomId = str(args, 'roomId');
    const durationMinutes = int(args, 'durationMinutes', 30);
    const windows = world.freeWindows(date, roomId, durationMinutes);
    const summary = windows.length
      ? `${roomId} on ${date} is free ${windows.map((w) => `${w.start}–${w.end}`).join(', ')}.`
      : `${roomId} has no free ${durationMinutes}-minute stretch on ${date}.`;
    return structured({ date, roomId, durationMinutes, windows }, summary);
  },
};
