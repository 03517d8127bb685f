import { describe, expect, it } from 'vitest';
import { channelName, readDeckMessage } from './channel';

describe('presenter ↔ speaker messages', () => {
  it('accepts the five message kinds', () => {
    expect(readDeckMessage({ type: 'goto', n: 3 })).toEqual({ type: 'goto', n: 3 });
    expect(readDeckMessage({ type: 'reveal', n: 3, revealed: true })).not.toBeNull();
    expect(readDeckMessage({ type: 'blank', on: false })).not.toBeNull();
    expect(readDeckMessage({ type: 'hello' })).not.toBeNull();
    expect(
      readDeckMessage({ type: 'state', n: 2, blank: false, revealed: [4, 9], startedAt: 1700000000000 }),
    ).not.toBeNull();
  });

  it('drops anything else: unknown kinds, bad numbers, extra fields, non-objects', () => {
    expect(readDeckMessage({ type: 'goto', n: 0 })).toBeNull();
    expect(readDeckMessage({ type: 'goto', n: 2.5 })).toBeNull();
    expect(readDeckMessage({ type: 'goto', n: '2' })).toBeNull();
    expect(readDeckMessage({ type: 'goto', n: 2, html: '<img>' })).toBeNull();
    expect(readDeckMessage({ type: 'eval', code: 'x' })).toBeNull();
    expect(readDeckMessage('goto 2')).toBeNull();
    expect(readDeckMessage(null)).toBeNull();
  });

  it('names one channel per deck', () => {
    expect(channelName('lesson:two-error-channels')).not.toBe(channelName('lesson:content-blocks'));
  });
});
