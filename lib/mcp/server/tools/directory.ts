import type { LabTool } from '../lab-tool';
import { weekday } from '../calendar-world';
import { text } from './results';

/** Who and what the calendar knows about: today's date, the rooms, the people. */

const NO_ARGUMENTS = { type: 'object', properties: {}, additionalProperties: false } as const;

export const getToday: LabTool = {
  definition: {
    name: 'get_today',
    description:
      "The calendar's date today. The lab calendar is frozen on this date so every trace is reproducible; " +
      'dates before it count as the past.',
    inputSchema: NO_ARGUMENTS,
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  run: (_args, { world }) => text(`Today is ${weekday(world.today)} ${world.today}. Rooms can be booked 08:00–18:00.`),
};

export const listRooms: LabTool = {
  definition: {
    name: 'list_rooms',
    description: 'The bookable rooms with their ids, capacity and floor.',
    inputSchema: NO_ARGUMENTS,
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  run: (_args, { world }) =>
    text(world.rooms.map((r) => `${r.id}: ${r.name}, seats ${r.capacity}, floor ${r.floor}`).join('\n')),
};

// Deliberately without annotations: a client must then assume the defaults (not read-only, destructive,
// not idempotent, open world), however harmless the tool really is.
export const listPeople: LabTool = {
  definition: {
    name: 'list_people',
    description: 'Everyone in the team calendar, with the person ids that attendee lists use.',
    inputSchema: NO_ARGUMENTS,
  },
  run: (_args, { world }) => text(world.people.map((p) => `${p.id}: ${p.name} <${p.email}>`).join('\n')),
};
