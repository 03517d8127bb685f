import '../zod-jitless';
import { z } from 'zod';

/**
 * What the presenter window and the speaker window tell each other over a BroadcastChannel (same browser,
 * same origin, no server). Every message is checked: another tab of the app could post on the same name.
 */
export const deckMessage = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('goto'), n: z.number().int().min(1).max(9999) }),
  z.strictObject({ type: z.literal('reveal'), n: z.number().int().min(1).max(9999), revealed: z.boolean() }),
  z.strictObject({ type: z.literal('blank'), on: z.boolean() }),
  /** A window that just opened asks for the deck's state. */
  z.strictObject({ type: z.literal('hello') }),
  z.strictObject({
    type: z.literal('state'),
    n: z.number().int().min(1).max(9999),
    blank: z.boolean(),
    revealed: z.array(z.number().int().min(1).max(9999)).max(9999),
    startedAt: z.number().int().nonnegative(),
  }),
]);

export type DeckMessage = z.infer<typeof deckMessage>;

/** A message if the data is one, else null (ignored). */
export function readDeckMessage(data: unknown): DeckMessage | null {
  const parsed = deckMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** One channel per deck: a lesson's presenter and speaker windows talk; another lesson's do not hear them. */
export function channelName(deck: string): string {
  return `mcpa-lab:present:${deck}`;
}
