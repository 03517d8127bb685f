import type { CallToolResult } from '@modelcontextprotocol/client';

export interface Round {
  /** The client's answers on a retry: untrusted input. */
  inputResponses?: Record<string, unknown>;
  /** The requestState the client echoed on a retry (undefined on a first call): untrusted input. */
  requestState?: string;
  /** HMAC-SHA-256 of `data` under this server's secret key, as hex. */
  hmac(data: string): Promise<string>;
  /** An input_required result asking the person to confirm `message` (answer key "confirm"). */
  askToConfirm(message: string, requestState: string): object;
}

export interface FeeDesk {
  /** Today's late-cancellation fee for the meeting, in credits; undefined when there is no such meeting. */
  feeFor(eventId: string): number | undefined;
  /** Cancels the meeting and charges the fee. */
  cancel(eventId: string, fee: number): void;
}

const text = (message: string, isError = false): CallToolResult => ({
  content: [{ type: 'text', text: message }],
  ...(isError ? { isError: true } : {}),
});

export async function cancelWithFee(args: { eventId: string }, round: Round, desk: FeeDesk): Promise<object> {
  if (round.requestState === undefined) {
    const fee = desk.feeFor(args.eventId);
    if (fee === undefined) return text(`No meeting ${args.eventId}; nothing was cancelled.`, true);
    // TODO: carry the quote to the retry in a requestState nobody can change unnoticed.
    return round.askToConfirm(`Cancel ${args.eventId} for a fee of ${fee} credits?`, JSON.stringify({ fee }));
  }
  // TODO: verify the state, check the answer, then cancel at the quoted fee.
  return text('Not written yet.', true);
}
