/** Where the exercise sandbox's files are served (public/exercise-sandbox/, built by build-exercise-sandbox.ts). */
export const SANDBOX_PREFIX = '/exercise-sandbox/';

/**
 * The policy of the sandbox worker's own script, which a dedicated worker takes from its response, not from
 * the page that starts it. `'unsafe-eval'` exists here and nowhere else: the runner evaluates the learner's
 * compiled code with `new Function`. Everything else is shut: no source is listed for scripts, so
 * `importScripts` and `import()` load nothing (not even from our origin); `connect-src 'none'` refuses
 * `fetch`, `XMLHttpRequest`, `WebSocket` and `EventSource`; nested workers and every other fetch fall back to
 * `default-src 'none'`.
 */
export const SANDBOX_POLICY = [
  "default-src 'none'",
  "script-src 'unsafe-eval'",
  "connect-src 'none'",
  "worker-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export const isSandboxPath = (pathname: string) => pathname.startsWith(SANDBOX_PREFIX);
