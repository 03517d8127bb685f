import type { LabTool } from '../lab-tool';
import { ROOMS } from '../calendar-world';
import { ATRIUM_FLOORPLAN_PNG, CALENDAR_ICON_PNG, DOOR_CHIME_WAV } from '../assets';
import { base64Bytes, bookingPolicy, FLOORPLAN_URI, ICON_URI, POLICY_URI } from '../calendar-resources';
import { str } from './results';

/** Demonstration tools: one returns every content block type, one breaks its own outputSchema on purpose. */

// Fixed timestamps: lastModified must be ISO 8601, and a clock reading would make traces differ per run.
const PLAN_UPDATED = '2026-08-31T09:00:00Z';
const POLICY_UPDATED = '2026-09-01T08:30:00Z';

export const roomTour: LabTool = {
  definition: {
    name: 'room_tour',
    title: 'Tour the Atrium',
    description:
      'A tour of the Atrium that returns one of each content block: text, image, audio, a resource link, and ' +
      'an embedded text resource and blob resource, with audience, priority and lastModified annotations.',
    inputSchema: { type: 'object', properties: {}, additionalProperties: false },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  // Block annotations sit on the block, beside data or resource, never inside `resource`.
  run: (_args, { world }) => ({
    content: [
      {
        type: 'text',
        text: 'The Atrium seats 12 on floor 1, with windows along the north wall.',
        annotations: { audience: ['user', 'assistant'], priority: 1 },
      },
      {
        type: 'image',
        data: ATRIUM_FLOORPLAN_PNG,
        mimeType: 'image/png',
        annotations: { audience: ['user'], priority: 0.6, lastModified: PLAN_UPDATED },
      },
      {
        type: 'audio',
        data: DOOR_CHIME_WAV,
        mimeType: 'audio/wav',
        annotations: { audience: ['user'], priority: 0.2 },
      },
      {
        type: 'resource_link',
        uri: FLOORPLAN_URI,
        name: 'atrium-floorplan',
        title: 'Atrium floor plan',
        description: 'The same plan by reference: fetch it with resources/read.',
        mimeType: 'image/png',
        size: base64Bytes(ATRIUM_FLOORPLAN_PNG),
        annotations: { audience: ['assistant'], priority: 0.4, lastModified: PLAN_UPDATED },
      },
      {
        type: 'resource',
        resource: { uri: POLICY_URI, mimeType: 'text/markdown', text: bookingPolicy(world) },
        annotations: { audience: ['assistant'], priority: 0.9, lastModified: POLICY_UPDATED },
      },
      {
        type: 'resource',
        resource: { uri: ICON_URI, mimeType: 'image/png', blob: CALENDAR_ICON_PNG },
        annotations: { audience: ['user'], priority: 0.1 },
      },
    ],
  }),
};

// Broken on purpose. The SDK validates structuredContent against outputSchema before sending and turns a
// mismatch into an isError result, so the learner sees what a client receives from a tool that lies.
export const roomOccupancy: LabTool = {
  definition: {
    name: 'room_occupancy',
    description:
      'LAB DEMONSTRATION OF A BROKEN TOOL. Declares its output as a number from 0 to 1 (the share of working ' +
      'hours booked) but returns a percentage string such as "25%", so the result always comes back as an ' +
      "error from the server's own output check.",
    inputSchema: {
      type: 'object',
      properties: {
        roomId: { type: 'string', enum: ROOMS.map((r) => r.id) },
        date: { type: 'string', format: 'date', description: 'YYYY-MM-DD' },
      },
      required: ['roomId', 'date'],
      additionalProperties: false,
    },
    outputSchema: { type: 'number', minimum: 0, maximum: 1 },
    annotations: { title: 'Room occupancy (broken on purpose)', readOnlyHint: true, openWorldHint: false },
  },
  run: (args, { world }) => {
    const share = `${Math.round(world.occupancy(str(args, 'roomId'), str(args, 'date')) * 100)}%`;
    return { content: [{ type: 'text', text: JSON.stringify(share) }], structuredContent: share };
  },
};
