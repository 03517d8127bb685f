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

interface Quote {
  eventId: string;
  fee: number;
}

const text = (message: string, isError = false): CallToolResult => ({
  content: [{ type: 'text', text: message }],
  ...(isError ? { isError: true } : {}),
});

/** body.mac: the client may read the quote, but cannot change it without the key. */
async function seal(quote: Quote, round: Round): Promise<string> {
  const body = btoa(JSON.stringify(quote));
  return `${body}.${await round.hmac(body)}`;
}

async function unseal(state: string, round: Round): Promise<Quote | undefined> {
  const [body, mac, ...rest] = state.split('.');
  if (!body || !mac || rest.length > 0 || (await round.hmac(body)) !== mac) return undefined;
  try {
    const quote = JSON.parse(atob(body)) as Partial<Quote>;
    if (typeof quote.eventId === 'string' && typeof quote.fee === 'number') return quote as Quote;
  } catch {
    // a body we signed always parses; anything else is refused below
  }
  return undefined;
}

export async function cancelWithFee(args: { eventId: string }, round: Round, desk: FeeDesk): Promise<object> {
  if (round.requestState === undefined) {
    const fee = desk.feeFor(args.eventId);
    if (fee === undefined) return text(`No meeting ${args.eventId}; nothing was cancelled.`, true);
    const state = await seal({ eventId: args.eventId, fee }, round);
    return round.askToConfirm(`Cancel ${args.eventId} for a fee of ${fee} credits?`, state);
  }
  const quote = await unseal(round.requestState, round);
  // Forged, changed, or quoted for another meeting: refuse, and change nothing.
  if (!quote || quote.eventId !== args.eventId)
    return text('The request state failed verification; nothing was cancelled.', true);
  const answer = round.inputResponses?.confirm as { action?: unknown; content?: { confirm?: unknown } } | undefined;
  // No answer yet: ask again rather than fail (the same sealed quote still holds).
  if (answer === undefined)
    return round.askToConfirm(`Cancel ${args.eventId} for a fee of ${quote.fee} credits?`, round.requestState);
  if (answer.action !== 'accept' || answer.content?.confirm !== true)
    return text(`Nothing was cancelled: the fee of ${quote.fee} credits was not accepted.`);
  // The desk knows the fee; the state only has to prove which meeting was confirmed.
  const fee = desk.feeFor(args.eventId) ?? quote.fee;
  desk.cancel(args.eventId, fee);
  return text(`Cancelled ${args.eventId}; charged ${fee} credits.`);
}
