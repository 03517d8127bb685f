import { describe, expect, it } from 'vitest';
import { describeStatus } from './status';

describe('the sync status line', () => {
  const at = Date.parse('2026-12-02T12:00:00Z');

  it('says how long ago it synced, and what went wrong', () => {
    expect(describeStatus({ state: 'synced', at }, at + 10_000)).toBe('Synced just now.');
    expect(describeStatus({ state: 'synced', at }, at + 2 * 60_000 + 5)).toBe('Synced 2 min ago.');
    expect(describeStatus({ state: 'offline', at }, at)).toBe('Offline: will sync.');
    expect(describeStatus({ state: 'error', at, message: 'Refused.' }, at)).toBe('Refused.');
  });

  it('says when the next try runs when the server asked to wait', () => {
    const next = new Date(at + 45_000).toLocaleTimeString();
    expect(describeStatus({ state: 'error', at, message: 'Too many.', retryInMs: 45_000 }, at)).toBe(
      `Too many. Next try at ${next}.`,
    );
  });
});
