/**
 * The production server (`npm start`, the e2e specs and the benches): the build `next start` would serve,
 * through Next's custom-server API, for a lecture hall's sake.
 *
 * - The listen backlog. `next start` listens with Node's default, 511 connections waiting to be accepted. When a
 *   class's learners all answer at once, most come on a new connection (a phone's kept-alive one closes after 5 s
 *   of quiet); a busy server's queue fills and the kernel drops the rest, and each of those learners waits for
 *   their phone to try again (1 s, then 2 s more). 4,096 (the kernel's own cap here, `net.core.somaxconn`) holds
 *   a 2,000-learner class.
 * - A learner's answer skips Next's router. `POST /api/live/classes/:classId/answers` is most of a room's
 *   requests, and Next's own request handling (routing, its API resolver, tracing) was the largest share of an
 *   instance's CPU under a 2,000-learner class. Its handler (pages/api/live/classes/[classId]/answers.ts, as
 *   the build compiled it: the same module Next loads) is called here directly, with the headers
 *   next.config.mjs sets on every response. It needs nothing Next adds: it reads the body itself, sets its own
 *   CSP and writes its own response, and proxy.ts already passes it by. Every other request goes to Next.
 *
 * Serves the build in the current folder on every interface (phones on the same network reach it), on
 * `-p PORT`, else $PORT, else 3000. SIGINT/SIGTERM stop it: no new connections, then Next's own shutdown.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { securityHeaders } from '../next.config.mjs';

const BACKLOG = 4096;
const ANSWERS = /^\/api\/live\/classes\/([^/?]+)\/answers(?:\?|$)/;

const flag = process.argv.indexOf('-p');
const portText = flag >= 0 ? process.argv[flag + 1] : process.env.PORT || '3000';
const port = Number(portText);
if (!/^\d+$/.test(portText ?? '') || port > 65535) {
  console.error(`Not a port: ${portText}`);
  process.exit(1);
}

// Before Next and React load: both pick their production code by it.
process.env.NODE_ENV = 'production';
process.env.PORT = String(port);
const { default: next } = await import('next');

const dir = process.cwd();
const app = next({ dev: false, dir, port });
const handle = app.getRequestHandler();
let answers = null;
// Listening first and preparing meanwhile, as `next start` does: a request that comes early waits for Next. The
// answers route is loaded once Next has prepared, so its module is evaluated in the environment Next set up.
const ready = app
  .prepare()
  .then(loadAnswersHandler)
  .then(
    (handler) => void (answers = handler),
    (error) => {
      console.error('The server could not start:', error);
      process.exit(1);
    },
  );

/**
 * The answers route's default export. Turbopack compiles the route to a CommonJS file whose exports are a
 * promise (an async module); `default` is the route's own handler, `handler` Next's wrapper around it.
 */
async function loadAnswersHandler() {
  const dist = process.env.NEXT_DIST_DIR || '.next';
  const file = path.resolve(dir, dist, 'server/pages/api/live/classes/[classId]/answers.js');
  const built = await (await import(pathToFileURL(file).href)).default;
  if (typeof built?.default !== 'function')
    throw new Error(`${file} has no handler as its default export: was the build made by this version?`);
  return built.default;
}

/** The class id of an answers POST, or null for anything Next should route. */
function answersClassId(req) {
  const match = req.method === 'POST' ? ANSWERS.exec(req.url ?? '') : null;
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null; // a malformed escape: Next answers it as it would any bad URL
  }
}

async function serve(req, res) {
  try {
    if (!answers) await ready;
    const classId = answersClassId(req);
    if (classId === null) return await handle(req, res);
    for (const { key, value } of securityHeaders) res.setHeader(key, value);
    req.query = { classId };
    await answers(req, res);
  } catch (error) {
    console.error(`Failed to handle ${req.method} ${req.url}:`, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  }
}

const server = createServer((req, res) => void serve(req, res));
server.on('error', (error) => {
  console.error(`Could not serve on port ${port}: ${error.message}`);
  process.exit(1);
});
server.listen({ port, backlog: BACKLOG }, () => console.log(`MCPA Lab server listening on port ${port}`));

let stopping = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    // Open event streams would hold server.close() forever: their clients reconnect (to another instance, or
    // to this one started again) and replay what they missed, so they are not waited for.
    server.close();
    server.closeIdleConnections();
    await app.close().catch((error) => console.error(error));
    process.exit(code);
  });
}
