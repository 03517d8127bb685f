/**
 * npm run lab:serve -- [--port N | --stdio]
 * Serves the lab's calendar MCP server to real MCP clients (MCP Inspector, your own agent): over Streamable
 * HTTP on http://127.0.0.1:N/mcp, or over this process's stdin/stdout.
 */
import { parseArgs } from 'node:util';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { createLabServer } from '../lib/mcp/server/lab-server';
import { MCP_PATH, parsePort, startLabHttpServer } from '../lib/mcp/http/serve-http.server';

const DEFAULT_PORT = 3333;

const USAGE = `Serve the MCPA Lab calendar server to other MCP clients.

  npm run lab:serve                   Streamable HTTP on http://127.0.0.1:${DEFAULT_PORT}${MCP_PATH}
  npm run lab:serve -- --port N       another port (0 = any free port)
  npx tsx scripts/lab-serve.ts --stdio
                                      stdio: JSON-RPC on stdin/stdout, logs on stderr
  npm run lab:serve -- --help         this text

HTTP listens on 127.0.0.1 only and refuses (403) a Host or Origin that is not localhost, 127.0.0.1 or [::1].
Serves 2026-07-28, and 2025-11-25 clients statelessly.`;

// stdout belongs to the protocol in stdio mode, so every human-readable line goes to stderr.
const say = (line: string) => process.stderr.write(`${line}\n`);

function fail(message: string): never {
  say(`lab:serve: ${message}\nRun with --help for usage.`);
  process.exit(2);
}

function parse() {
  try {
    const { values } = parseArgs({
      options: { port: { type: 'string' }, stdio: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    });
    if (values.stdio && values.port !== undefined) fail('--port and --stdio cannot be combined');
    return { ...values, port: values.port === undefined ? DEFAULT_PORT : parsePort(values.port) };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/** Closes once on SIGINT/SIGTERM (or the end of stdin); a second signal exits at once. */
function onShutdown(close: () => Promise<void>) {
  let stopping = false;
  const stop = (why: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    say(`lab:serve: ${why}, shutting down`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        say(`lab:serve: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  return stop;
}

async function main() {
  const args = parse();
  if (args.help) {
    say(USAGE);
    return;
  }
  const lab = createLabServer();
  if (args.stdio) {
    const handle = serveStdio(lab.factory, { onerror: (error) => say(`mcp: ${error.message}`) });
    const stop = onShutdown(() => handle.close());
    // The client closing our stdin is the stdio binding's "please exit".
    process.stdin.once('end', () => stop('stdin closed'));
    say(`MCPA Lab MCP server on stdio (${lab.definitions().length} tools). Ctrl+C to stop.`);
    return;
  }
  const server = await startLabHttpServer({ port: args.port, server: lab, log: say });
  onShutdown(() => server.close());
  console.log(`MCPA Lab MCP server (Streamable HTTP): ${server.url}`);
  console.log('Loopback only; Host and Origin must be localhost, 127.0.0.1 or [::1]. Ctrl+C to stop.');
}

main().catch((error: unknown) => {
  say(`lab:serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
