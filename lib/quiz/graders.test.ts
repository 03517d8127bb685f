import { afterEach, describe, expect, it } from 'vitest';
import { LabController } from '../mcp/lab/controller';
import type { TraceEntry } from '../mcp/types';
import { labGraders } from './graders';
import type { LabTaskId } from './schema';

/*
 * Every grader on traces recorded from the real lab (the SDK client and server over the real transport),
 * once where the learner did the task and at least once where they came close but did not.
 */

let lab: LabController;
afterEach(async () => lab.disconnect());

async function record(
  work: (lab: LabController) => Promise<void>,
  options?: ConstructorParameters<typeof LabController>[0],
) {
  lab = new LabController(options);
  await lab.connect();
  await work(lab);
  expect(lab.getState().error).toBeNull();
  // As exported and read back: the graders see exactly the trace contract.
  return JSON.parse(lab.exportTrace()) as TraceEntry[];
}

const grade = (task: LabTaskId, trace: TraceEntry[]) => labGraders[task](trace);
const BOOKING = { title: 'Design review', date: '2026-09-16', start: '10:00', durationMinutes: 30, roomId: 'studio' };

describe('page-to-end', () => {
  it('passes a walk through the empty-string cursor to the last page, and fails one that stops early', async () => {
    const full = await record(
      async (l) => {
        await l.listFirstPage();
        await l.nextPage();
        await l.nextPage();
      },
      { server: { emptyCursor: true } },
    );
    expect(grade('page-to-end', full)).toEqual({
      done: true,
      why: expect.stringMatching(/^3 pages.*empty-string cursor/),
    });

    const early = await record(
      async (l) => {
        await l.listFirstPage();
        await l.nextPage();
      },
      { server: { emptyCursor: true } },
    );
    expect(grade('page-to-end', early)).toMatchObject({ done: false, why: expect.stringMatching(/2 page/) });
    expect(grade('page-to-end', [])).toMatchObject({ done: false });
  });

  it('fails when a request sends a cursor other than the one received (an edited cursor breaks the walk)', async () => {
    const trace = await record(async (l) => {
      await l.listFirstPage();
      await l.sendRaw('tools/list', { cursor: btoa('lab-page:10') });
    });
    expect(grade('page-to-end', trace).done).toBe(false);
  });
});

describe('the two error channels', () => {
  it('jsonrpc-error: an unknown tool passes; an isError result does not', async () => {
    const unknown = await record(async (l) => void (await l.callTool('no_such_tool', {})));
    expect(grade('jsonrpc-error', unknown)).toMatchObject({ done: true, why: expect.stringContaining('-32602') });
    expect(grade('tool-error', unknown).done).toBe(false);
  });

  it('tool-error: booking in the past passes; a successful call and a JSON-RPC error do not', async () => {
    const past = await record(async (l) => void (await l.callTool('book_meeting', { ...BOOKING, date: '2026-01-05' })));
    expect(grade('tool-error', past)).toMatchObject({ done: true, why: expect.stringContaining('book_meeting') });
    expect(grade('jsonrpc-error', past).done).toBe(false);
    const fine = await record(async (l) => void (await l.callTool('get_today', {})));
    expect(grade('tool-error', fine).done).toBe(false);
    expect(grade('jsonrpc-error', fine).done).toBe(false);
  });
});

describe('confirm-dropped-booking', () => {
  it('passes drop → read that finds it, and drop → retry with the same key → read', async () => {
    const readOnly = await record(async (l) => {
      l.armDrop();
      await l.callTool('book_meeting', { ...BOOKING, requestKey: 'k-1' });
      await l.callTool('find_booking', { requestKey: 'k-1' });
    });
    expect(grade('confirm-dropped-booking', readOnly)).toMatchObject({
      done: true,
      why: expect.stringContaining('"k-1"'),
    });

    const sameKey = await record(async (l) => {
      l.armDrop();
      await l.callTool('book_meeting', { ...BOOKING, requestKey: 'k-1' });
      await l.callTool('book_meeting', { ...BOOKING, requestKey: 'k-1' });
      await l.callTool('find_booking', { requestKey: 'k-1' });
    });
    expect(grade('confirm-dropped-booking', sameKey).done).toBe(true);
  });

  it('fails without a read, without a drop, and when a retry with a new key books a second meeting', async () => {
    const noRead = await record(async (l) => {
      l.armDrop();
      await l.callTool('book_meeting', { ...BOOKING, requestKey: 'k-1' });
    });
    expect(grade('confirm-dropped-booking', noRead)).toMatchObject({
      done: false,
      why: expect.stringContaining('not confirmed'),
    });

    const noDrop = await record(async (l) => {
      await l.callTool('book_meeting', { ...BOOKING, requestKey: 'k-1' });
      await l.callTool('find_booking', { requestKey: 'k-1' });
    });
    expect(grade('confirm-dropped-booking', noDrop).done).toBe(false);

    const duplicate = await record(async (l) => {
      l.armDrop();
      await l.callTool('book_meeting', { ...BOOKING, requestKey: 'k-1' });
      await l.callTool('book_meeting', { ...BOOKING, start: '11:00', requestKey: 'k-2' });
      await l.callTool('find_booking', { requestKey: 'k-1' });
    });
    expect(grade('confirm-dropped-booking', duplicate)).toMatchObject({
      done: false,
      why: expect.stringContaining('duplicate'),
    });
  });
});

describe('refetch-after-list-changed', () => {
  it('passes listen → tool added → list_changed → tools/list; fails while no change has been announced', async () => {
    const quiet = await record(async (l) => {
      await l.openSubscription();
      await l.listAll();
    });
    expect(grade('refetch-after-list-changed', quiet)).toMatchObject({
      done: false,
      why: expect.stringContaining('no notifications/tools/list_changed'),
    });

    const changed = await record(async (l) => {
      await l.openSubscription();
      await l.toggleRuntimeTool('hold_slot');
      await l.listAll('refresh');
    });
    expect(grade('refetch-after-list-changed', changed).done).toBe(true);
    expect(grade('refetch-after-list-changed', []).done).toBe(false);
  });
});

describe('answer-input-required', () => {
  it('passes a cancel that asked for confirmation and completed; fails a call that never asked', async () => {
    const asked = await record(async (l) => void (await l.callTool('cancel_meeting', { eventId: 'evt-1004' })));
    expect(grade('answer-input-required', asked)).toMatchObject({
      done: true,
      why: expect.stringContaining('inputResponses'),
    });
    const plain = await record(async (l) => void (await l.callTool('get_today', {})));
    expect(grade('answer-input-required', plain).done).toBe(false);
  });
});
