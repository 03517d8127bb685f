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
  // TODO: report the refusal.
  throw new Error('not written yet');
}
