import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

/** The group-commit skeleton on its own (the batchers' tests run it against real databases). */
describe('group commit', () => {
  it('writes what arrives together as one batch, and what arrives during a write as the next', async () => {
    const batches: number[][] = [];
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const g = new GroupCommit<number, string>({
      windowMs: 2,
      maxBatch: 3,
      write: async (_key, batch) => {
        batches.push([...batch]);
        if (batches.length === 1) await gate;
        return batch.map((n) => `ok ${n}`);
      },
    });
    const first = [1, 2].map((n) => g.submit('a', n));
    await new Promise((r) => setTimeout(r, 20));
    const later = [3, 4, 5, 6].map((n) => g.submit('a', n));
    release();
    expect(await Promise.all([...first, ...later])).toEqual([1, 2, 3, 4, 5, 6].map((n) => `ok ${n}`));
    // Never more than maxBatch at once; the second key's items are a batch of their own.
    expect(batches).toEqual([[1, 2], [3, 4, 5], [6]]);
    expect(await g.submit('b', 7)).toBe('ok 7');
    expect(batches.at(-1)).toEqual([7]);
  });

  it('puts an item without a result back at the head, a bounded number of times; a throw rejects the batch', async () => {
    const seen: number[][] = [];
    const g = new GroupCommit<number, string>({
      windowMs: 1,
      maxBatch: 10,
      maxRequeues: 2,
      requeueError: () => new Error('kept colliding'),
      write: async (_key, batch) => {
        seen.push([...batch]);
        if (batch.includes(9)) throw new Error('database away');
        return batch.map((n) => ((n === 2 && seen.length < 3) || n === 3 ? undefined : `ok ${n}`));
      },
    });
    const out = await Promise.allSettled([1, 2, 3].map((n) => g.submit('a', n)));
    expect(out.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([
      'ok 1',
      'ok 2',
      'kept colliding',
    ]);
    expect(seen).toEqual([
      [1, 2, 3],
      [2, 3],
      [2, 3],
    ]);
    const failed = await Promise.allSettled([8, 9].map((n) => g.submit('a', n)));
    expect(failed.map((o) => o.status)).toEqual(['rejected', 'rejected']);
  });
});
