import { Validator } from '@cfworker/json-schema';
import { acceptedContent, fromJsonSchema, inputRequired } from '@modelcontextprotocol/server';
import * as paging from '@/lib/exercises/checks/paging';
import * as defineCases from '@/lib/exercises/define-cases';
import * as rawRpc from '@/lib/exercises/raw-rpc';
import * as serverTool from '@/lib/exercises/server-tool';
import * as wire from '@/lib/exercises/wire';
import * as results from '@/lib/mcp/server/tools/results';
import * as teamSchedule from '@/lib/mcp/server/tools/team-schedule';
import * as types from '@/lib/mcp/types';

/**
 * What an exercise's cases chunk (public/exercise-sandbox/cases/ID.js, built by
 * scripts/build-exercise-sandbox.ts) may import at run time, by the name the build gives each import: the
 * worker's own copies, so a chunk carries only its exercise's code and the SDK, zod and the lab server are in
 * the worker once. The build stops when a chunk imports something not listed here. The SDK's entries are
 * named one export at a time, so the bundler still leaves out what no exercise uses: the HTTP transports, and
 * the SDK's HTTP handler, which only worker-http.js has (lib/sandbox/kit-http.ts).
 */
export type SandboxKit = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

export const sandboxKit: SandboxKit = {
  '@cfworker/json-schema': { Validator },
  '@modelcontextprotocol/server': { acceptedContent, fromJsonSchema, inputRequired },
  '@/lib/exercises/checks/paging': paging,
  '@/lib/exercises/define-cases': defineCases,
  '@/lib/exercises/raw-rpc': rawRpc,
  '@/lib/exercises/server-tool': serverTool,
  '@/lib/exercises/wire': wire,
  '@/lib/mcp/server/tools/results': results,
  '@/lib/mcp/server/tools/team-schedule': teamSchedule,
  '@/lib/mcp/types': types,
};
