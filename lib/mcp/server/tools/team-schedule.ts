import type { LabTool } from '../lab-tool';
import { ROOMS, type CalendarEvent } from '../calendar-world';
import { int, optStr, str, text } from './results';

/** The ISO 8601 week number (1–53) of a YYYY-MM-DD date. */
export function isoWeek(date: string): number {
  const d = new Date(`${date}T00:00:00Z`);
  // The Thursday of the date's week decides which year (and so which week) it belongs to.
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7));
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

const byRegion = (region: string | undefined) => (e: CalendarEvent) =>
  region === undefined || ROOMS.find((r) => r.id === e.roomId)?.floor === Number(region.replace(/^floor-/, ''));

/**
 * An extra tool (LabServerOptions.extraTools) for the HTTP header exercise: every kind of parameter
 * `x-mcp-header` may mark — free text, an integer, a boolean and a nested property — so a client must mirror,
 * convert and Base64-encode values as transports/streamable-http "Value Encoding" says.
 */
export const teamSchedule: LabTool = {
  definition: {
    name: 'team_schedule',
    title: "A team's week",
    description:
      "Counts a team's meetings in one ISO week. A gateway routes on the mirrored headers (team, week, region), " +
      'so the team name is free text as people write it, spaces and accents included.',
    inputSchema: {
      type: 'object',
      properties: {
        team: { type: 'string', minLength: 1, maxLength: 80, 'x-mcp-header': 'Team' },
        week: { type: 'integer', minimum: 1, maximum: 53, 'x-mcp-header': 'Week' },
        includeCancelled: { type: 'boolean', 'x-mcp-header': 'Include-Cancelled' },
        site: {
          type: 'object',
          properties: { region: { type: 'string', 'x-mcp-header': 'Region', description: 'e.g. floor-1' } },
          additionalProperties: false,
        },
      },
      required: ['team', 'week'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  run: (args, { world }) => {
    const team = str(args, 'team');
    const week = int(args, 'week');
    const withCancelled = args.includeCancelled === true;
    const site = args.site as Record<string, unknown> | undefined;
    const region = site ? optStr(site, 'region') : undefined;
    const events = world
      .allEvents()
      .filter((e) => isoWeek(e.date) === week && (withCancelled || e.status === 'confirmed'))
      .filter(byRegion(region));
    return text(`${team}: ${events.length} meeting(s) in week ${week}${region ? ` in ${region}` : ''}.`);
  },
};
