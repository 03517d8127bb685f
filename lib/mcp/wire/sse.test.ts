import { describe, expect, it } from 'vitest';
import { SseSplitter } from './sse';

describe('SseSplitter', () => {
  it('finds events at blank lines however the bytes are chunked, joining data lines', () => {
    const text = 'event: message\r\ndata: {"a":1}\r\n\r\n: keep-alive\n\ndata: line one\ndata: line two\n\n';
    const bytes = new TextEncoder().encode(text);
    const splitter = new SseSplitter();
    const events = [];
    // One byte at a time: every boundary a network could cut at.
    for (const byte of bytes) events.push(...splitter.push(new Uint8Array([byte])));
    expect(events.map((e) => e.data)).toEqual(['{"a":1}', '', 'line one\nline two']);
    expect(events[0].raw).toBe('event: message\ndata: {"a":1}\n\n');
    expect(splitter.push(new TextEncoder().encode('data: unfinished\n'))).toEqual([]);
  });
});
