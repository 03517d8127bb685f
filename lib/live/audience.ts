/** Events only the host's stream carries: who joined, and the live counts. */
export const HOST_ONLY: readonly string[] = ['joined', 'tally'];

/**
 * Who a logged event concerns. The NOTIFY says so, so an answer (a tally) wakes only the host's streams,
 * not every learner's: with 500 learners that is one read per answer instead of 500.
 */
export type Audience = 'host' | 'all';
export const audienceOf = (eventName: string): Audience => (HOST_ONLY.includes(eventName) ? 'host' : 'all');

/** The NOTIFY payload: `classId|audience`. */
export const wakePayload = (classId: string, eventName: string) => `${classId}|${audienceOf(eventName)}`;
export function parseWake(payload: string): { classId: string; audience: Audience } {
  const [classId, audience] = payload.split('|');
  return { classId, audience: audience === 'host' ? 'host' : 'all' };
}
