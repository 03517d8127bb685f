/**
 * Runs once when the server starts. The live classes' database is opened (and migrated) in the background
 * now, so no live request waits for PGlite's first creation (tens of seconds on a busy machine). Not awaited:
 * the server answers pages meanwhile, and a live request that comes early awaits the same open.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { warmDatabase } = await import('./lib/live/db/warm');
  void warmDatabase();
}
