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
  try {
    const result = await client.callTool({ name: 'book_meeting', arguments: { ...booking } }, { timeout: timeoutMs });
    const eventId = (result.structuredContent as { eventId?: string } | undefined)?.eventId;
    // The tool said it booked: good enough.
    return eventId ? { state: 'confirmed', eventId } : { state: 'failed', reason: 'refused' };
  } catch (err) {
    if (!isTimeout(err)) throw err;
    const found = await client.callTool(
      { name: 'find_booking', arguments: { requestKey: booking.requestKey } },
      { timeout: timeoutMs },
    );
    const seen = found.structuredContent as { found?: boolean; eventId?: string } | undefined;
    return seen?.found && seen.eventId ? { state: 'confirmed', eventId: seen.eventId } : { state: 'pending' };
  }
}
