import type { CallToolResult } from '@modelcontextprotocol/client';

export interface BookRoomArgs {
  title: string;
  date: string;
  start: string;
  durationMinutes: number;
  roomId: string;
}

export type BookOutcome =
  | { ok: true; eventId: string }
  | { ok: false; code: 'SLOT_TAKEN' | 'IN_THE_PAST' | 'OUTSIDE_HOURS'; message: string };

export interface Calendar {
  book(args: BookRoomArgs): BookOutcome;
}

export function bookRoom(args: BookRoomArgs, calendar: Calendar): CallToolResult {
  const outcome = calendar.book(args);
  if (outcome.ok) {
    const value = { booked: true, eventId: outcome.eventId };
    return { content: [{ type: 'text', text: `Booked ${outcome.eventId}.` }], structuredContent: value };
  }
  // The structured result already says booked: false.
  const value = { booked: false, error: { code: outcome.code, message: outcome.message } };
  return {
    content: [{ type: 'text', text: `Nothing was booked: ${outcome.message}` }],
    structuredContent: value,
  };
}
