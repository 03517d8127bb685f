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

const isTimeout = (err: unknown) => (err as { code?: unknown } | null)?.code === 'REQUEST_TIMEOUT';

export async function bookOnce(client: Client, booking: Booking, timeoutMs: number): Promise<BookingState> {
  const book = () => client.callTool({ name: 'book_meeting', arguments: { ...booking } }, { timeout: timeoutMs });
  let result;
  try {
    result = await book();
  } catch (err) {
    if (!isTimeout(err)) throw err;
    // The key makes a repeat safe, so just send it again straight away.
    result = await book();
  }
  const eventId = (result.structuredContent as { eventId?: string } | undefined)?.eventId;
  if (!eventId) return { state: 'failed', reason: 'refused' };
  const read = await client.callTool({ name: 'get_event', arguments: { eventId } }, { timeout: timeoutMs });
  return read.isError ? { state: 'pending' } : { state: 'confirmed', eventId };
}
