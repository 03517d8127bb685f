import { afterEach, describe, expect, it } from 'vitest';
import { connectToLab, type LabConnection } from './connect';
import { rawNotify, rawRequest, withEnvelope } from './raw-rpc';

const open: LabConnection[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

async function connect() {
  const connection = await connectToLab();
  open.push(connection);
  return connection;
}

describe('raw JSON-RPC past the SDK client', () => {
  it('keeps the caller’s _meta keys beside the 2026-07-28 envelope', () => {
    expect(withEnvelope({ name: 'x', _meta: { progressToken: 't' } })._meta).toMatchObject({
      progressToken: 't',
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    });
  });

  it('sends a request with the caller’s id, records it, and resolves with the answer to that id', async () => {
    const { client, recorder } = await connect();
    const reply = await rawRequest(client, 'tools/call', { name: 'get_today', arguments: {} }, 'mine-1');
    expect(reply).toMatchObject({ id: 'mine-1', result: { resultType: 'complete' } });
    expect(recorder.all().map((e) => [e.direction, (e.message as { id?: unknown }).id])).toEqual([
      ['to-server', 'mine-1'],
      ['to-client', 'mine-1'],
    ]);
    // The SDK client never saw the raw answer, and still works.
    expect((await client.callTool({ name: 'get_today', arguments: {} })).isError).toBeFalsy();
  });

  it('a raw notifications/cancelled stops the request it names: no answer comes', async () => {
    const { client, lab, recorder } = await connect();
    lab.addTool('export_schedule');
    let answered = false;
    void rawRequest(
      client,
      'tools/call',
      { name: 'export_schedule', arguments: { roomId: 'nook', weeks: 3 } },
      'slow',
    ).then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await rawNotify(client, 'notifications/cancelled', { requestId: 'slow', reason: 'test' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answered).toBe(false);
    expect(recorder.all().some((e) => e.direction === 'to-client' && 'id' in e.message)).toBe(false);
  });
});
