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
  let result;
  try {
    result = await client.callTool({ name: 'book_meeting', arguments: { ...booking } }, { timeout: timeoutMs });
  } catch {
    // No answer taken as "it did not work".
    return { state: 'failed', reason: 'no answer from the server' };
  }
  const eventId = (result.structuredContent as { eventId?: string } | undefined)?.eventId;
  if (!eventId) return { state: 'failed', reason: 'refused' };
  const read = await client.callTool({ name: 'get_event', arguments: { eventId } }, { timeout: timeoutMs });
  return read.isError ? { state: 'pending' } : { state: 'confirmed', eventId };
}
