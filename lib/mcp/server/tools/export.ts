import type { LabTool } from '../lab-tool';
import { ROOMS } from '../calendar-world';
import { int, str, text } from './results';

/** How long one part of the export takes: long enough to watch progress arrive, short for tests. */
export const EXPORT_PART_MS = 120;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason instanceof Error ? signal.reason : new Error('cancelled'));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error('cancelled'));
      },
      { once: true },
    );
  });

/**
 * A runtime tool for the HTTP view: a slow export that reports progress part by part when the call carries
 * a progressToken, stops when the request is cancelled, and marks `roomId` with `x-mcp-header`, so a client
 * on Streamable HTTP mirrors it into an `Mcp-Param-Room` header (transports/streamable-http, "Custom Headers
 * from Tool Parameters").
 */
export const exportSchedule: LabTool = {
  definition: {
    name: 'export_schedule',
    title: 'Export a room schedule',
    description:
      "Exports one room's events, one part per week, reporting progress after each part. Read-only; it takes " +
      'a moment, so it can be cancelled.',
    inputSchema: {
      type: 'object',
      properties: {
        roomId: { type: 'string', enum: ROOMS.map((r) => r.id), 'x-mcp-header': 'Room' },
        weeks: { type: 'integer', minimum: 1, maximum: 8, description: 'Parts to export (default 4)' },
      },
      required: ['roomId'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  run: async (args, { world, sdk }) => {
    const roomId = str(args, 'roomId');
    const weeks = int(args, 'weeks', 4);
    const token = sdk.mcpReq._meta?.progressToken;
    for (let part = 1; part <= weeks; part += 1) {
      await pause(EXPORT_PART_MS, sdk.mcpReq.signal);
      if (token !== undefined)
        await sdk.mcpReq.notify({
          method: 'notifications/progress',
          params: { progressToken: token, progress: part, total: weeks, message: `week ${part} of ${weeks}` },
        });
    }
    const count = world.allEvents().filter((e) => e.roomId === roomId).length;
    return text(`Exported ${count} event(s) of ${roomId} in ${weeks} part(s).`);
  },
};
