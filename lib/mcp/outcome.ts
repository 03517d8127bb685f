import type { CallOutcome } from './client/session';

/**
 * What the learner may truthfully say about a side-effecting call. Engineering practice, not a spec rule:
 * a result is only the tool's report; a lost response proves nothing either way; an independent read of
 * the calendar is what confirms (or rules out) the booking.
 */
export type BookingState =
  | { state: 'reported'; eventId: string }
  | { state: 'failed'; reason: string }
  | { state: 'pending'; requestKey?: string }
  | { state: 'confirmed'; eventId: string }
  | { state: 'never-happened'; requestKey?: string };

export const bookingStateLabels: Record<BookingState['state'], string> = {
  reported: 'Reported — the tool says it booked; not yet checked',
  failed: 'Failed — the tool reported an error or the call was rejected',
  pending: 'Pending — no response arrived; the booking may or may not exist',
  confirmed: 'Confirmed — an independent read found the booking',
  'never-happened': 'Never happened — an independent read found no booking with this key',
};

const textOf = (o: Extract<CallOutcome, { result: unknown }>) =>
  o.result.content.map((b) => (b.type === 'text' ? b.text : '')).join(' ');

/** The state right after book_meeting answered (or did not). */
export function afterBooking(outcome: CallOutcome, requestKey?: string): BookingState {
  switch (outcome.channel) {
    case 'no-response':
      return { state: 'pending', requestKey };
    case 'jsonrpc-error':
      return { state: 'failed', reason: `JSON-RPC error ${outcome.code}: ${outcome.message}` };
    case 'tool-error':
      return { state: 'failed', reason: textOf(outcome) };
    case 'input-required':
      return { state: 'pending', requestKey };
    case 'success': {
      const id = (outcome.result.structuredContent as { eventId?: unknown } | undefined)?.eventId;
      return typeof id === 'string'
        ? { state: 'reported', eventId: id }
        : { state: 'failed', reason: 'no event id in the result' };
    }
  }
}

/** The state after an independent read (find_booking by request key). Anything else leaves it unchanged. */
export function afterRead(current: BookingState, read: CallOutcome): BookingState {
  if (read.channel !== 'success') return current;
  const found = read.result.structuredContent as { found?: unknown; eventId?: unknown } | undefined;
  if (found?.found === true && typeof found.eventId === 'string') return { state: 'confirmed', eventId: found.eventId };
  if (found?.found === false)
    return { state: 'never-happened', requestKey: 'requestKey' in current ? current.requestKey : undefined };
  return current;
}
