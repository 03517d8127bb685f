import type { LabTool } from '../lab-tool';
import { ROOMS } from '../calendar-world';
import { checkSlot, slotArgs, str, text, TIME_PATTERN, toolError } from './results';

/**
 * Runtime tools: inactive at start, added and removed by the learner while the lab runs, so that
 * tools/list changes and the server emits notifications/tools/list_changed.
 */

export const holdSlot: LabTool = {
  definition: {
    name: 'hold_slot',
    description:
      'Place a tentative hold on a room slot. The hold blocks the slot like a meeting until release_hold frees ' +
      'it. Each call places a new hold.',
    inputSchema: {
      type: 'object',
      properties: {
        date: { type: 'string', format: 'date', description: 'YYYY-MM-DD' },
        start: { type: 'string', pattern: TIME_PATTERN, description: 'HH:MM, 24-hour' },
        durationMinutes: { type: 'integer', minimum: 15, maximum: 600 },
        roomId: { type: 'string', enum: ROOMS.map((r) => r.id) },
      },
      required: ['date', 'start', 'durationMinutes', 'roomId'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  },
  run: (args, { world }) => {
    const slot = slotArgs(args);
    const checked = checkSlot(world, slot);
    if ('problem' in checked) return toolError(`${checked.problem} No hold was placed.`);
    const hold = world.hold({ date: slot.date, start: slot.start, end: checked.end, roomId: slot.roomId });
    return text(`Placed ${hold.id}: ${hold.roomId} on ${hold.date} ${hold.start}–${hold.end}.`);
  },
};

export const releaseHold: LabTool = {
  definition: {
    name: 'release_hold',
    description: 'Release a hold placed by hold_slot. Releasing a hold that is already gone changes nothing.',
    inputSchema: {
      type: 'object',
      properties: { holdId: { type: 'string', pattern: '^hold-[0-9]+$' } },
      required: ['holdId'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  },
  run: (args, { world }) => {
    const holdId = str(args, 'holdId');
    return text(world.release(holdId) ? `Released ${holdId}.` : `There is no hold ${holdId}; nothing changed.`);
  },
};
