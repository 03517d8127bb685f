import type { CallToolResult, Client } from '@modelcontextprotocol/client';

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

type Answer = { kind: 'result'; result: CallToolResult } | { kind: 'lost' };

const textOf = (r: CallToolResult) => r.content.map((b) => (b.type === 'text' ? b.text : '')).join(' ');

export async function bookOnce(client: Client, booking: Booking, timeoutMs: number): Promise<BookingState> {
  const call = async (name: string, args: Record<string, unknown>): Promise<Answer> => {
    try {
      return { kind: 'result', result: await client.callTool({ name, arguments: args }, { timeout: timeoutMs }) };
    } catch (err) {
      // No answer proves nothing: the server may have acted. Anything else is not ours to hide.
      if ((err as { code?: unknown } | null)?.code === 'REQUEST_TIMEOUT') return { kind: 'lost' };
      throw err;
    }
  };
  // An independent read by the request key: the only thing that settles what happened.
  const lookUp = async (): Promise<{ eventId: string } | 'none' | 'unknown'> => {
    const answer = await call('find_booking', { requestKey: booking.requestKey });
    if (answer.kind === 'lost' || answer.result.isError) return 'unknown';
    const found = answer.result.structuredContent as { found?: boolean; eventId?: string; event?: { status?: string } };
    return found.found === true && found.eventId && found.event?.status === 'confirmed' ? { eventId: found.eventId } : 'none';
  };
  const settle = async (answer: Answer, mayReissue: boolean): Promise<BookingState> => {
    const seen = await lookUp();
    if (seen === 'unknown') return { state: 'pending' };
    if (seen !== 'none') return { state: 'confirmed', eventId: seen.eventId };
    if (answer.kind === 'result') return { state: 'failed', reason: textOf(answer.result) };
    // Nothing landed: re-issue the same booking with the same key (safe), then look again.
    return mayReissue ? settle(await call('book_meeting', { ...booking }), false) : { state: 'pending' };
  };
  return settle(await call('book_meeting', { ...booking }), true);
}
