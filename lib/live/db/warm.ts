import { database } from './connection';

/**
 * Starts opening the database without waiting for it. A failure is logged, not thrown: the open is
 * forgotten (connection.ts) and the next live request tries again.
 */
export function warmDatabase(open: () => Promise<unknown> = database, log: (message: string) => void = console.error) {
  const started = Date.now();
  return open().then(
    () => true,
    (err: unknown) => {
      log(
        `live classes: opening the database at start failed after ${Date.now() - started} ms (${String(err)}); the next live request retries`,
      );
      return false;
    },
  );
}
