import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './deferred-writes';

describe('afterNextPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs what was asked before the paint in one frame callback, in order, each even if one throws', async () => {
    const frames: (() => void)[] = [];
    const reported: unknown[] = [];
    vi.stubGlobal('document', { hidden: false });
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    vi.stubGlobal('reportError', (err: unknown) => reported.push(err));
    const ran: string[] = [];
    afterNextPaint(() => ran.push('verdict settles'));
    afterNextPaint(() => {
      throw new Error('broken');
    });
    afterNextPaint(() => ran.push('answer saved'));
    expect(frames).toHaveLength(1);
    frames[0]();
    await new Promise((r) => setTimeout(r, 0));
    expect(ran).toEqual(['verdict settles', 'answer saved']);
    expect(reported).toHaveLength(1);
    // Asked for after that paint: the next frame, once.
    afterNextPaint(() => ran.push('next'));
    expect(frames).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(ran).toEqual(['verdict settles', 'answer saved', 'next']);
  });
});
