import type LabRootComponent from './lab-root';
import { loadEngine, type LabEngine } from './load-engine';

/** A lab's two pieces of code: the panels (a Next chunk) and the engine (public/lab-engine/). */
export interface LabCode {
  Root: typeof LabRootComponent;
  engine: LabEngine;
}

let loaded: LabCode | null = null;
let loading: Promise<LabCode> | undefined;

/**
 * Loads the panels and the engine, once per page; a failed load is forgotten so that a retry starts again.
 * Begun early (on /lab while React hydrates, on a hover of the Lab link), it is usually done before a lab mounts.
 */
export function loadLabCode(): Promise<LabCode> {
  loading ??= Promise.all([import('./lab-root'), loadEngine()]).then(
    ([root, engine]) => (loaded = { Root: root.default, engine }),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** The code, if it has finished loading: a lab that mounts after that renders at once, with no loading pass. */
export const loadedLabCode = (): LabCode | null => loaded;
