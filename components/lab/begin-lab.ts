import { loadEngine } from './load-engine';

/**
 * Begins the lab before its panel mounts: the panels' code and the engine load, and (for a free lab) the engine
 * connects and lists the first page of tools, for the panel to take when it mounts (lib/mcp/lab/warm-start.ts).
 * Called while /lab hydrates, or when someone is about to open it. Both loads happen once per page.
 */
export function beginLab({ warm }: { warm: boolean }): void {
  void import('./lab-root').catch(() => undefined);
  void loadEngine().then(
    (engine) => warm && engine.warmStart(),
    () => undefined, // the lab's own load shows the error and a way to try again
  );
}
