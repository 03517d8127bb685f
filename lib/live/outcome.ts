/** What a use case returns: the HTTP status and JSON body the route handler sends as they are. */
export interface Outcome<T = unknown> {
  status: number;
  body: T | { error: string; recorded?: unknown };
  headers?: Record<string, string>;
}

export const ok = <T>(body: T, status = 200): Outcome<T> => ({ status, body });
export const fail = (
  status: number,
  error: string,
  extra?: { recorded?: unknown; headers?: Record<string, string> },
): Outcome<never> => ({
  status,
  body: { error, ...(extra?.recorded !== undefined ? { recorded: extra.recorded } : {}) },
  ...(extra?.headers ? { headers: extra.headers } : {}),
});
