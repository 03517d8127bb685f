import { afterEach, describe, expect, it } from 'vitest';
import { LabController } from '@/lib/mcp/lab/controller';
import { filterRows, indexTrace, noFilter } from './trace-index';
import { subscriptionView } from './subscription-view';

let lab: LabController;
afterEach(async () => lab.disconnect());

describe('trace index', () => {
  it('pairs each response with its request, with the latency, and marks both error channels', async () => {
    lab = new LabController({ server: { emptyCursor: true } });
    await lab.connect();
    await lab.listFirstPage();
    await lab.nextPage();
    await lab.callTool('no_such_tool', {});
    await lab.callTool('get_event', { eventId: 'evt-9999' });
    const { rows } = indexTrace(lab.trace());
    expect(rows).toHaveLength(lab.trace().length);
    const lists = rows.filter((r) => r.method === 'tools/list');
    expect(lists.map((r) => r.summary)).toEqual(['no cursor', 'cursor ""']);
    for (const request of lists) {
      const response = rows.find((r) => r.entry.seq === request.answeredBy[0]);
      expect(response?.answers).toMatchObject({ seq: request.entry.seq, method: 'tools/list' });
      expect(response?.answers?.afterMs).toBeGreaterThanOrEqual(0);
    }
    expect(rows.find((r) => r.answers?.method === 'tools/list')?.summary).toContain('nextCursor ""');
    const errors = filterRows(rows, { ...noFilter, errorsOnly: true });
    expect(errors.map((r) => r.summary)).toEqual([
      expect.stringMatching(/^JSON-RPC error -32602/),
      expect.stringContaining('isError: true'),
    ]);
    expect(filterRows(rows, { ...noFilter, method: 'TOOLS/CALL', direction: 'to-client' })).toHaveLength(2);
    // Indexing is incremental, and a cleared trace (a new array) gets a new index.
    expect(indexTrace(lab.trace()).rows).toBe(rows);
    lab.clearTrace();
    expect(indexTrace(lab.trace()).rows).toHaveLength(0);
  });

  it('follows a subscription: acknowledged first, then list_changed with the listen id', async () => {
    lab = new LabController();
    await lab.connect();
    expect(subscriptionView(lab.trace())).toEqual({ listenId: null, ack: null, changes: [] });
    await lab.openSubscription();
    await lab.toggleRuntimeTool('hold_slot');
    const view = subscriptionView(lab.trace());
    expect(view.listenId).toBe(lab.getState().subscription.listenId);
    expect(view.ack?.first).toBe(true);
    expect(view.changes).toEqual([expect.objectContaining({ subscriptionId: String(view.listenId), matches: true })]);
    expect(view.ack!.seq).toBeLessThan(view.changes[0].seq);
  });
});
