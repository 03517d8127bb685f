import type { Client } from '@modelcontextprotocol/client';

export interface Booking {
  title: string;
  date: string;
  start: string;
  durationMinutes: number;
  roomId: string;
  attendees: string[];
  requestKey: string;
}

export type BookingState =
  | { state: 'confirmed'; eventId: string }
  | { state: 'failed'; reason: string }
  | { state: 'pending' };

export async function bookOnce(client: Client, booking: Booking, timeoutMs: number): Promise<BookingState> {
  // TODO: a lost answer (timeout) is not a failure; look the booking up by its key, and confirm by a read.
  const result = await client.callTool({ name: 'book_meeting', arguments: { ...booking } }, { timeout: timeoutMs });
  const eventId = (result.structuredContent as { eventId?: string } | undefined)?.eventId;
  return eventId ? { state: 'confirmed', eventId } : { state: 'failed', reason: 'refused' };
}
