import { loadLabCode } from './lab-code';
import { loadEngine } from './load-engine';

/**
 * Begins the lab before its panel mounts: the panels' code and the engine load, and (for a free lab) the engine
 * connects and lists the first page of tools, for the panel to take when it mounts (lib/mcp/lab/warm-start.ts).
 * Called while /lab hydrates, or when someone is about to open it. Both loads happen once per page.
 */
export function beginLab({ warm }: { warm: boolean }): void {
  // The lab's own load shows an error and a way to try again; here a failure only means no head start.
  void loadLabCode().catch(() => undefined);
  // The engine starts as soon as it is there, without waiting for the panels' code.
  void loadEngine().then(
    (engine) => warm && engine.warmStart(),
    () => undefined,
  );
}
