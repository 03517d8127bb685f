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
let failures = 0;

/**
 * Loads the lab engine, once per page. It is a prebuilt ES module, not part of the Next bundle, so the
 * import is left to the browser; a failed load is forgotten so that the next lab on the page can retry. A retry
 * asks for the file under a new URL: some browsers (Chromium 150 among them) keep a module whose fetch failed in
 * their module map for the page's life, and would answer the same URL with the same failure without asking again.
 */
export function loadEngine(): Promise<LabEngine> {
  const url = failures === 0 ? ENGINE_URL : `${ENGINE_URL}?retry=${failures}`;
  loading ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url) as Promise<LabEngine>).catch(
    (err: unknown) => {
      loading = undefined;
      failures++;
      throw err;
    },
  );
  return loading;
}
