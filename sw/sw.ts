/**
 * The service worker (bundled by `serwist build` into public/sw.js). Serwist precaches the whole app from the
 * build's manifest and answers from that cache first, so every lesson, card, quiz mode and the lab open
 * offline, and a tab keeps the version it loaded until the learner asks for the new one. Anything not in the
 * manifest (the live classes' and sync APIs, client navigations' RSC requests) goes to the network untouched.
 */
import { type PrecacheEntry, Serwist } from 'serwist';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };
declare const __APP_VERSION__: string;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    // Removes only the precaches of older Serwist versions; progress lives in localStorage and is never touched.
    cleanupOutdatedCaches: true,
    // Pages are static, their query strings read in the browser (/lab?preset=…): match them without it, except
    // _rsc, which marks a client navigation's RSC request and must not be answered with HTML.
    ignoreURLParametersMatching: [/^(?!_rsc$)/],
  },
  // A new version waits until the learner presses "Reload" (the page sends SKIP_WAITING), so no tab mixes
  // two builds; the first install takes the open tab at once so it is ready for offline use.
  skipWaiting: false,
  clientsClaim: true,
});

// The page asks which build this worker serves (shown nowhere; the update test reads it).
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && 'type' in data && data.type === 'GET_VERSION')
    event.ports[0]?.postMessage(__APP_VERSION__);
});

serwist.addEventListeners();
