import type { CallToolResult } from '@modelcontextprotocol/server';
import {
  fromMinutes,
  isIsoDate,
  toMinutes,
  WORKING_HOURS,
  type CalendarEvent,
  type CalendarWorld,
} from '../calendar-world';

/** Shared pieces of the calendar tools: result builders, argument readers, schema fragments, slot rules. */

export function text(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }] };
}

/** A tool-level failure: the model sees it and can correct itself (not a JSON-RPC error). */
export function toolError(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/**
 * structuredContent plus its serialized JSON in a text block, as the spec asks of tools with structured
 * output (clients that ignore structuredContent still get the data), after an optional sentence for people.
 */
export function structured(value: unknown, summary?: string, extra: CallToolResult['content'] = []): CallToolResult {
  const lead: CallToolResult['content'] = summary ? [{ type: 'text', text: summary }] : [];
  return { content: [...lead, ...extra, { type: 'text', text: JSON.stringify(value) }], structuredContent: value };
}

// The SDK has already checked arguments against inputSchema; these readers only narrow the types for TS.
// A wrong type still throws, which the SDK reports as an isError result.
export function str(args: Record<string, unknown>, key: string): string {
  const value = args[key];
  if (typeof value !== 'string') throw new TypeError(`"${key}" must be a string`);
  return value;
}

export function optStr(args: Record<string, unknown>, key: string): string | undefined {
  return args[key] === undefined ? undefined : str(args, key);
}

export function int(args: Record<string, unknown>, key: string, fallback?: number): number {
  const value = args[key] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new TypeError(`"${key}" must be an integer`);
  return value;
}

export function strList(args: Record<string, unknown>, key: string): string[] {
  const value = args[key] ?? [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw new TypeError(`"${key}" must be a list of strings`);
  }
  return value;
}

export const EVENT_ID_PATTERN = '^evt-[0-9]+$';
export const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

export const eventSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: EVENT_ID_PATTERN },
    title: { type: 'string' },
    date: { type: 'string', format: 'date' },
    start: { type: 'string', pattern: TIME_PATTERN },
    end: { type: 'string', pattern: TIME_PATTERN },
    roomId: { type: 'string' },
    attendees: { type: 'array', items: { type: 'string' } },
    status: { type: 'string', enum: ['confirmed', 'cancelled'] },
  },
  required: ['id', 'title', 'date', 'start', 'end', 'roomId', 'attendees', 'status'],
  additionalProperties: false,
};

/** One line per event, for people reading the text block. */
export function describeEvent(event: CalendarEvent, world: CalendarWorld): string {
  const room = world.room(event.roomId)?.name ?? event.roomId;
  const who = event.attendees.map((id) => world.person(id)?.name ?? id).join(', ');
  return `${event.id}: ${event.title}, ${event.date} ${event.start}–${event.end}, ${room}${who ? ` (${who})` : ''}`;
}

/**
 * The rules a booking or hold must meet. The tool checks them, not the schema: "not in the past" depends on
 * the calendar's today, which JSON Schema cannot express. Returns the end time, or why the slot is refused
 * (the caller adds what was not done).
 */
export interface Slot {
  date: string;
  start: string;
  durationMinutes: number;
  roomId: string;
}

/** The slot a booking or hold asks for, read from its arguments. */
export function slotArgs(args: Record<string, unknown>): Slot {
  return {
    date: str(args, 'date'),
    start: str(args, 'start'),
    durationMinutes: int(args, 'durationMinutes'),
    roomId: str(args, 'roomId'),
  };
}

export function checkSlot(
  world: CalendarWorld,
  slot: { date: string; start: string; durationMinutes: number; roomId: string },
): { end: string } | { problem: string } {
  const { date, start, durationMinutes, roomId } = slot;
  if (!isIsoDate(date)) return { problem: `"${date}" is not a calendar date (YYYY-MM-DD).` };
  if (date < world.today) {
    return { problem: `${date} is in the past: the calendar's today is ${world.today}.` };
  }
  if (!world.room(roomId)) {
    return { problem: `There is no room "${roomId}". Rooms: ${world.rooms.map((r) => r.id).join(', ')}.` };
  }
  const from = toMinutes(start);
  const to = from + durationMinutes;
  if (from < WORKING_HOURS.start || to > WORKING_HOURS.end) {
    return { problem: `${start} for ${durationMinutes} minutes falls outside 08:00–18:00.` };
  }
  const end = fromMinutes(to);
  const clash = world.conflict(date, roomId, start, end);
  if (clash) {
    const what = 'title' in clash ? `"${clash.title}" (${clash.id})` : `hold ${clash.id}`;
    return { problem: `SLOT_TAKEN: ${roomId} is taken by ${what} at ${clash.start}–${clash.end}.` };
  }
  return { end };
}
