import type * as Engine from '@/lib/mcp/lab/engine';

/** Where `npm run lab-engine` puts the bundled engine (public/lab-engine/engine.js). */
export const ENGINE_URL = '/lab-engine/engine.js';
/**
 * The /lab page's module script: the engine itself, which starts a free lab as soon as it has arrived
 * (lib/mcp/lab/start.ts). One file, not an entry of its own: on HTTP/1.1 every extra request of the page's
 * first moments takes one of the browser's six connections from the CSS and React's chunks.
 */
export const LAB_PAGE_START_URL = ENGINE_URL;

export type LabEngine = typeof Engine;

let loading: Promise<LabEngine> | undefined;

/**
 * Loads the lab engine, once per page. It is a prebuilt ES module, not part of the Next bundle, so the
 * import is left to the browser; a failed load is forgotten so that the next lab on the page can retry.
 */
export function loadEngine(): Promise<LabEngine> {
  loading ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ ENGINE_URL) as Promise<LabEngine>).catch(
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}
