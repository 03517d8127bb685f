import {
  Client,
  getDisplayName,
  type CallToolResult,
  type ElicitResult,
  type JSONRPCMessage,
  type Tool,
} from '@modelcontextprotocol/client';
import { InMemoryTransport } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { afterEach, describe, expect, it } from 'vitest';
import { validate } from '../../spec/validate';
import { LEGACY, MODERN, type Era } from '../types';
import { calendarTools, runtimeTools } from './calendar-tools';
import { createLabServer, type LabServer } from './lab-server';

/** A real client talking to the real lab server over a real (in-memory) transport. */
interface Session {
  client: Client;
  lab: LabServer;
  /** Everything the client sent, in order. */
  sent: JSONRPCMessage[];
  /** Messages the server asked the person to confirm, and the answer the "person" gives. */
  asked: string[];
  answer: ElicitResult;
  close: () => Promise<void>;
}

const sessions: Session[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

async function open(era: Era): Promise<Session> {
  const lab = createLabServer();
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = serveStdio(lab.factory, { transport: serverSide });
  const client = new Client(
    { name: 'calendar-tools-test', version: '1.0.0' },
    {
      capabilities: { elicitation: { form: {} } },
      // Without versionNegotiation the client speaks the legacy era (2025-11-25).
      ...(era === MODERN ? { versionNegotiation: { mode: { pin: MODERN } } } : {}),
    },
  );
  const session: Session = {
    client,
    lab,
    sent: [],
    asked: [],
    answer: { action: 'accept', content: { confirm: true } },
    close: async () => {
      await client.close();
      await server.close();
    },
  };
  const send = clientSide.send.bind(clientSide);
  clientSide.send = (message, options) => {
    session.sent.push(message);
    return send(message, options);
  };
  client.setRequestHandler('elicitation/create', (request) => {
    session.asked.push(request.params.message);
    return session.answer;
  });
  await client.connect(clientSide);
  expect(client.getNegotiatedProtocolVersion()).toBe(era);
  sessions.push(session);
  return session;
}

async function call(s: Session, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return s.client.callTool({ name, arguments: args });
}

/** The params of each request with this method that the client sent. */
const sentCalls = (s: Session, method: string) =>
  s.sent.flatMap((m) => ('method' in m && m.method === method && 'id' in m ? [m.params ?? {}] : []));
const texts = (r: CallToolResult) => r.content.flatMap((b) => (b.type === 'text' ? [b.text] : []));
const allText = (r: CallToolResult) => texts(r).join('\n');

const definitions: Tool[] = [...calendarTools, ...runtimeTools].map((t) => t.definition);
const byName = (name: string) => definitions.find((d) => d.name === name);
const hints = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;

describe('calendar tool definitions', () => {
  it('are valid 2026-07-28 Tools with legal, unique names', () => {
    for (const def of definitions) {
      expect(validate('2026-07-28', 'Tool', def), def.name).toEqual([]);
      expect(def.name).toMatch(/^[A-Za-z0-9_.-]{1,128}$/);
      expect(def.inputSchema.type).toBe('object');
    }
    expect(new Set(definitions.map((d) => d.name)).size).toBe(definitions.length);
    expect(calendarTools.length).toBeGreaterThanOrEqual(12);
    expect(runtimeTools).toHaveLength(3);
  });

  it('set every annotation hint both ways, and leave exactly one tool without annotations', () => {
    for (const hint of hints) {
      const values = new Set(calendarTools.map((t) => t.definition.annotations?.[hint]));
      expect(values, hint).toContain(true);
      expect(values, hint).toContain(false);
    }
    expect(calendarTools.filter((t) => t.definition.annotations === undefined).map((t) => t.definition.name)).toEqual([
      'list_people',
    ]);
  });

  it('cover every display-name case', () => {
    const tools = calendarTools.map((t) => t.definition);
    const titleOnly = tools.filter((d) => d.title && !d.annotations?.title);
    const annotationOnly = tools.filter((d) => !d.title && d.annotations?.title);
    const both = tools.filter((d) => d.title && d.annotations?.title);
    const neither = tools.filter((d) => !d.title && !d.annotations?.title);
    expect(titleOnly.map((d) => d.name)).toContain('get_event');
    expect(annotationOnly.map((d) => d.name)).toContain('cancel_meeting');
    expect(both.map((d) => [d.name, d.title, d.annotations?.title])).toEqual([
      ['book_meeting', 'Book a meeting', 'Book meeting'],
    ]);
    expect(neither.map((d) => d.name)).toContain('list_events');
  });

  it('declare an object outputSchema and a non-object one', () => {
    expect(byName('get_event')?.outputSchema?.type).toBe('object');
    expect(byName('list_event_ids')?.outputSchema?.type).toBe('array');
  });
});

describe.each([MODERN, LEGACY])('the calendar tools on %s', (era) => {
  it('lists every tool across pages, in the fixed order, without duplicates', async () => {
    const s = await open(era);
    const { tools } = await s.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(calendarTools.map((t) => t.definition.name));
    // 13 tools at 5 per page: three tools/list requests.
    expect(sentCalls(s, 'tools/list')).toHaveLength(Math.ceil(tools.length / s.lab.options.pageSize));
    const shown = (name: string) => getDisplayName(tools.find((t) => t.name === name) ?? { name: '?' });
    expect(shown('book_meeting')).toBe('Book a meeting'); // title beats annotations.title
    expect(shown('cancel_meeting')).toBe('Cancel meeting');
    expect(shown('get_event')).toBe('Event details');
    expect(shown('list_events')).toBe('list_events');
    expect(tools.find((t) => t.name === 'list_people')).not.toHaveProperty('annotations');
    expect(tools.find((t) => t.name === 'book_meeting')?.annotations).toEqual(byName('book_meeting')?.annotations);
  });

  it('room_tour returns all six block shapes with annotations, and its link can be read', async () => {
    const s = await open(era);
    const result = await call(s, 'room_tour');
    const shapes = result.content.map((b) =>
      b.type === 'resource' ? ('blob' in b.resource ? 'resource:blob' : 'resource:text') : b.type,
    );
    expect(shapes).toEqual(['text', 'image', 'audio', 'resource_link', 'resource:text', 'resource:blob']);
    for (const block of result.content) {
      expect(block.annotations, block.type).toBeDefined();
      if (block.type === 'resource') expect(block.resource).not.toHaveProperty('annotations');
    }
    for (const block of result.content) expect(validate('2026-07-28', 'ContentBlock', block), block.type).toEqual([]);
    const stamps = result.content.flatMap((b) => (b.annotations?.lastModified ? [b.annotations.lastModified] : []));
    expect(stamps.length).toBeGreaterThan(0);
    for (const stamp of stamps) expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const image = result.content.find((b) => b.type === 'image');
    expect(image?.type === 'image' && image.mimeType).toBe('image/png');
    expect(image?.type === 'image' && atob(image.data).slice(0, 8)).toBe('\x89PNG\r\n\x1a\n');
    const audio = result.content.find((b) => b.type === 'audio');
    expect(audio?.type === 'audio' && audio.mimeType).toBe('audio/wav');
    const wav = audio?.type === 'audio' ? atob(audio.data) : '';
    expect([wav.slice(0, 4), wav.slice(8, 12)]).toEqual(['RIFF', 'WAVE']);

    const link = result.content.find((b) => b.type === 'resource_link');
    if (link?.type !== 'resource_link') throw new Error('no resource_link');
    const read = await s.client.readResource({ uri: link.uri });
    const body = read.contents[0];
    expect(body.uri).toBe(link.uri);
    expect('blob' in body && body.blob).toBe(image?.type === 'image' && image.data);
  });

  it('structuredContent conforms to object and non-object outputSchemas', async () => {
    const s = await open(era);
    await s.client.listTools(); // the client validates structured output once it knows the schemas
    const event = await call(s, 'get_event', { eventId: 'evt-1004' });
    expect(event.isError).toBeFalsy();
    expect(event.structuredContent).toMatchObject({ id: 'evt-1004', title: 'Design review', date: '2026-09-15' });
    expect(JSON.parse(texts(event)[0])).toEqual(event.structuredContent);

    const ids = await call(s, 'list_event_ids', { date: '2026-09-14' });
    expect(ids.isError).toBeFalsy();
    // 2025-11-25 only allows object structuredContent: the SDK wraps the array as { result: [...] }.
    const expected = ['evt-1002', 'evt-1003'];
    expect(ids.structuredContent).toEqual(era === MODERN ? expected : { result: expected });
    expect(JSON.parse(texts(ids)[0])).toEqual(expected);
  });

  it('room_occupancy breaks its outputSchema, and the server answers isError', async () => {
    const s = await open(era);
    const result = await call(s, 'room_occupancy', { roomId: 'atrium', date: '2026-09-14' });
    expect(result.isError).toBe(true);
    expect(allText(result)).toMatch(/output validation error/i);
    expect(result.structuredContent).toBeUndefined();
  });

  it('book_meeting refuses a date in the past with isError', async () => {
    const s = await open(era);
    const args = { title: 'Late retro', date: '2026-09-10', start: '10:00', durationMinutes: 30, roomId: 'studio' };
    const result = await call(s, 'book_meeting', args);
    expect(result.isError).toBe(true);
    expect(allText(result)).toMatch(/2026-09-10 is in the past.*2026-09-14/);
    expect(s.lab.world.bookings()).toHaveLength(0);
  });

  it('book_meeting replays a request key instead of booking twice', async () => {
    const s = await open(era);
    const args = { title: 'Design sync', date: '2026-09-15', start: '14:00', durationMinutes: 45, roomId: 'studio' };
    const first = await call(s, 'book_meeting', { ...args, attendees: ['ana', 'raj'], requestKey: 'bk-1' });
    const again = await call(s, 'book_meeting', { ...args, attendees: ['ana', 'raj'], requestKey: 'bk-1' });
    expect(first.structuredContent).toMatchObject({ eventId: 'evt-1006', replayed: false, requestKey: 'bk-1' });
    expect(again.structuredContent).toMatchObject({ eventId: 'evt-1006', replayed: true });
    expect(allText(again)).toContain('No new meeting was created');

    const found = await call(s, 'find_booking', { requestKey: 'bk-1' });
    expect(found.structuredContent).toMatchObject({ found: true, eventId: 'evt-1006' });
    const day = allText(await call(s, 'list_events', { date: '2026-09-15' }));
    expect(day.match(/Design sync/g)).toHaveLength(1);

    // The booking links to its event resource, which reads back as the same event.
    const link = first.content.find((b) => b.type === 'resource_link');
    if (link?.type !== 'resource_link') throw new Error('no resource_link');
    const read = await s.client.readResource({ uri: link.uri });
    expect(JSON.parse('text' in read.contents[0] ? read.contents[0].text : '')).toMatchObject({ id: 'evt-1006' });

    // A new key is a new intended meeting: a second booking (at another time, the room being taken now).
    const second = await call(s, 'book_meeting', { ...args, start: '15:00', requestKey: 'bk-2' });
    expect(second.structuredContent).toMatchObject({ eventId: 'evt-1007', replayed: false });
    const after = allText(await call(s, 'list_events', { date: '2026-09-15' }));
    expect(after.match(/Design sync/g)).toHaveLength(2);
  });

  it('cancel_meeting asks first: accept cancels, decline does not', async () => {
    const s = await open(era);
    s.answer = { action: 'decline' };
    const declined = await call(s, 'cancel_meeting', { eventId: 'evt-1004' });
    expect(declined.isError).toBeFalsy();
    expect(allText(declined)).toMatch(/Nothing was cancelled/);
    expect(s.asked).toEqual([expect.stringContaining('Design review')]);
    expect(allText(await call(s, 'list_events', { date: '2026-09-15' }))).toContain('evt-1004');
    // 2026-07-28: input_required, then the client retries with the answer and the echoed requestState.
    // 2025-11-25: one call, during which the server sends elicitation/create.
    const cancels = sentCalls(s, 'tools/call').filter((p) => p.name === 'cancel_meeting');
    if (era === MODERN) {
      expect(cancels).toHaveLength(2);
      expect(cancels[1]).toMatchObject({
        requestState: 'cancel:evt-1004',
        inputResponses: { confirm: { action: 'decline' } },
      });
    } else {
      expect(cancels).toHaveLength(1);
    }

    s.answer = { action: 'accept', content: { confirm: true } };
    const accepted = await call(s, 'cancel_meeting', { eventId: 'evt-1004' });
    expect(accepted.isError).toBeFalsy();
    expect(allText(accepted)).toMatch(/^Cancelled evt-1004/);
    expect(s.asked).toHaveLength(2);
    expect(allText(await call(s, 'list_events', { date: '2026-09-15' }))).not.toContain('evt-1004');
    expect((await call(s, 'get_event', { eventId: 'evt-1004' })).structuredContent).toMatchObject({
      status: 'cancelled',
    });
  });

  it('runtime tools are absent at start and callable once added', async () => {
    const s = await open(era);
    expect((await s.client.listTools()).tools.map((t) => t.name)).not.toContain('hold_slot');
    expect(s.lab.addTool('hold_slot')).toBe(true);
    const held = await call(s, 'hold_slot', {
      date: '2026-09-15',
      start: '16:00',
      durationMinutes: 30,
      roomId: 'nook',
    });
    expect(allText(held)).toMatch(/^Placed hold-1/);
    expect((await call(s, 'find_free_slots', { date: '2026-09-15', roomId: 'nook' })).structuredContent).toMatchObject({
      windows: [
        { start: '08:00', end: '16:00' },
        { start: '16:30', end: '18:00' },
      ],
    });
    expect(s.lab.removeTool('hold_slot')).toBe(true);
  });
});
