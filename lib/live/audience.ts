/** Events only the host's stream carries: who joined, and the live counts. */
export const HOST_ONLY: readonly string[] = ['joined', 'tally'];

/**
 * Who a logged event concerns. The NOTIFY says so, so a tally wakes only the class feeds that serve a host:
 * a process serving only learners reads nothing for it.
 */
export type Audience = 'host' | 'all';
export const audienceOf = (eventName: string): Audience => (HOST_ONLY.includes(eventName) ? 'host' : 'all');

/** The NOTIFY payload: `classId|audience`. */
export const wakePayload = (classId: string, eventName: string) => `${classId}|${audienceOf(eventName)}`;
export function parseWake(payload: string): { classId: string; audience: Audience } {
  const [classId, audience] = payload.split('|');
  return { classId, audience: audience === 'host' ? 'host' : 'all' };
}
