import { createMcpHandler } from '@modelcontextprotocol/server';
import { sandboxKit as baseKit, type SandboxKit } from './kit';

/**
 * The kit of public/exercise-sandbox/worker-http.js: lib/sandbox/kit.ts and the SDK's Streamable HTTP handler,
 * for the exercises whose cases serve MCP over HTTP (about 9 KB gzip that the other exercises' worker lacks).
 * The build gives this module to lib/sandbox/load-cases.ts in place of ./kit, and picks an exercise's worker by
 * whether its cases chunk uses a name only this kit has.
 */
export const sandboxKit: SandboxKit = {
  ...baseKit,
  '@modelcontextprotocol/server': { ...baseKit['@modelcontextprotocol/server'], createMcpHandler },
};
