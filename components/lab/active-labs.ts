import type { LabController } from '@/lib/mcp/lab/controller';

// The labs mounted on this page, so a lab task elsewhere on the page can grade what the learner did in them.
const labs = new Set<LabController>();
const listeners = new Set<() => void>();
let snapshot: readonly LabController[] = [];

function changed() {
  snapshot = [...labs];
  for (const l of listeners) l();
}

/** Called by a lab when it mounts; the returned function unregisters it. */
export function registerLab(lab: LabController): () => void {
  labs.add(lab);
  changed();
  return () => {
    labs.delete(lab);
    changed();
  };
}

export const activeLabs = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): readonly LabController[] => snapshot,
};
