import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  clearPending,
  deliver,
  loadPending,
  newPending,
  pendingKey,
  readSendResponse,
  savePending,
  type PendingAnswer,
  type SendResult,
  type StorageLike,
} from './answer-outbox';

function memoryStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

describe('answer outbox', () => {
  it('keeps the pending answer across a "reload" (a new read of the same storage) and clears only its own id', () => {
    const storage = memoryStorage();
    const first = newPending('q1', { choice: 'b' }, uuid);
    savePending(storage, 'C1', first);
    expect(loadPending(storage, 'C1')).toEqual(first);
    expect(loadPending(storage, 'C2')).toBeNull();

    const second = newPending('q2', { order: ['a', 'b'] }, uuid);
    savePending(storage, 'C1', second);
    clearPending(storage, 'C1', first.answerId);
    expect(loadPending(storage, 'C1')).toEqual(second);
    clearPending(storage, 'C1', second.answerId);
    expect(storage.map.has(pendingKey('C1'))).toBe(false);
  });

  it('ignores damaged storage instead of throwing', () => {
    const storage = memoryStorage();
    storage.setItem(pendingKey('C1'), '{not json');
    expect(loadPending(storage, 'C1')).toBeNull();
    storage.setItem(pendingKey('C1'), JSON.stringify({ answerId: 'x', questionId: 'q', response: { choice: 3 } }));
    expect(loadPending(storage, 'C1')).toBeNull();
  });

  it('reads HTTP answers: 2xx acknowledges, 429/5xx retry (with Retry-After), 409 stops with the recorded answer', () => {
    expect(readSendResponse(200, { recorded: true, duplicate: true }, null)).toEqual({ kind: 'ack', duplicate: true });
    expect(readSendResponse(503, {}, null)).toMatchObject({ kind: 'retry' });
    expect(readSendResponse(429, { error: 'Slow down.' }, '3')).toEqual({
      kind: 'retry',
      message: 'Slow down.',
      afterMs: 3000,
    });
    expect(readSendResponse(409, { error: 'Answers are closed.', recorded: { choice: 'a' } }, null)).toEqual({
      kind: 'rejected',
      message: 'Answers are closed.',
      recorded: { choice: 'a' },
    });
    expect(readSendResponse(403, null, null)).toMatchObject({
      kind: 'rejected',
      message: 'The server answered HTTP 403.',
    });
  });

  it('backs off 0.5 s, 1 s, 2 s, 4 s, then 8 s, or waits what the server asked', () => {
    expect([0, 1, 2, 3, 4, 9].map((a) => backoffMs(a))).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    expect(backoffMs(0, 5000)).toBe(5000);
  });

  it('retries after network errors and timeouts with the same answerId until acknowledged', async () => {
    const pending = newPending('q1', { choice: 'c' }, uuid);
    const seen: string[] = [];
    const waits: number[] = [];
    const failures: (() => SendResult)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => ({ kind: 'retry', message: 'timed out' }),
    ];
    const result = await deliver({
      pending,
      send: (p: PendingAnswer) => {
        seen.push(p.answerId);
        const fail = failures.shift();
        return Promise.resolve(fail ? fail() : { kind: 'ack', duplicate: seen.length > 1 });
      },
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    expect(result).toEqual({ kind: 'ack', duplicate: true });
    expect(seen).toEqual([pending.answerId, pending.answerId, pending.answerId]);
    expect(waits).toEqual([500, 1000]);
  });

  it('stops at a refusal, and when the signal is aborted', async () => {
    const pending = newPending('q1', { text: 'isError' }, uuid);
    const refused = await deliver({
      pending,
      send: () => Promise.resolve({ kind: 'rejected', message: 'Answers are closed.' }),
      sleep: () => Promise.resolve(),
    });
    expect(refused).toEqual({ kind: 'rejected', message: 'Answers are closed.' });

    const controller = new AbortController();
    let tries = 0;
    const stopped = await deliver({
      pending,
      signal: controller.signal,
      send: () => {
        tries++;
        return Promise.resolve({ kind: 'retry', message: 'offline' });
      },
      sleep: () => {
        controller.abort();
        return Promise.resolve();
      },
    });
    expect(stopped).toEqual({ kind: 'stopped' });
    expect(tries).toBe(1);
  });
});
