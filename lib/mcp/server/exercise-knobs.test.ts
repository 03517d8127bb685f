import type { CallToolResult } from '@modelcontextprotocol/client';
import type { ServerContext } from '@modelcontextprotocol/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LabSession } from '../client/session';
import { validate } from '../../spec/validate';
import { isResponse } from '../types';
import { CalendarWorld } from './calendar-world';
import { isoWeek, teamSchedule } from './tools/team-schedule';

const sessions: LabSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

async function open(...args: Parameters<typeof LabSession.open>) {
  const session = await LabSession.open(...args);
  sessions.push(session);
  return session;
}

/** The raw result of a tools/call, as the server sent it (the SDK client's own checks bypassed). */
async function rawCall(session: LabSession, name: string, args: Record<string, unknown>) {
  const reply = await session.sendRaw('tools/call', { name, arguments: args as never });
  if (!isResponse(reply) || !('result' in reply)) throw new Error(`no result: ${JSON.stringify(reply)}`);
  return reply.result as unknown as CallToolResult;
}

describe('lab server knobs for code exercises', () => {
  it('checkOutput: false lets a lying structuredContent through; the default turns it into an error', async () => {
    const args = { roomId: 'atrium', date: '2026-09-14' };
    const checked = await rawCall(await open(), 'room_occupancy', args);
    expect(checked.isError).toBe(true);
    expect(checked.structuredContent).toBeUndefined();

    const lying = await open({ server: { checkOutput: false } });
    const listed = (await lying.listAllTools()).tools.find((t) => t.name === 'room_occupancy');
    expect(listed?.outputSchema).toMatchObject({ type: 'number', maximum: 1 });
    const lie = await rawCall(lying, 'room_occupancy', args);
    expect(lie.isError).toBeFalsy();
    expect(typeof lie.structuredContent).toBe('string');
  });

  it('team_schedule is a valid Tool whose x-mcp-header parameters cover text, integer, boolean and nesting', () => {
    expect(validate('2026-07-28', 'Tool', teamSchedule.definition)).toEqual([]);
    const world = new CalendarWorld();
    const run = (args: Record<string, unknown>) => teamSchedule.run(args, { world, sdk: {} as ServerContext });
    expect(run({ team: 'Équipe Nord', week: isoWeek(world.today) })).toEqual({
      content: [{ type: 'text', text: 'Équipe Nord: 4 meeting(s) in week 38.' }],
    });
    expect(run({ team: 'Ops', week: 38, site: { region: 'floor-2' } })).toEqual({
      content: [{ type: 'text', text: 'Ops: 3 meeting(s) in week 38 in floor-2.' }],
    });
  });

  it('team_schedule on the lab server: the SDK checks its mirrored headers against the body over HTTP', async () => {
    const session = await open({ server: { extraTools: [teamSchedule] }, transport: 'http' });
    await session.listAllTools();
    const outcome = await session.callTool('team_schedule', {
      team: 'Équipe Nord',
      week: 38,
      site: { region: 'floor-2' },
    });
    expect(outcome.channel).toBe('success');
    const call = session.http!.exchanges.find((x) => x.method === 'tools/call');
    expect(call?.request.headers).toMatchObject({
      'mcp-param-team': `=?base64?${btoa(String.fromCharCode(...new TextEncoder().encode('Équipe Nord')))}?=`,
      'mcp-param-week': '38',
      'mcp-param-region': 'floor-2',
    });
    expect(call?.request.headers['mcp-param-include-cancelled']).toBeUndefined();
  });

  it('isoWeek follows ISO 8601 across year ends', () => {
    expect(isoWeek('2026-09-14')).toBe(38);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2024-12-30')).toBe(1);
  });
});
