import { ProtocolError } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { LabSession } from '../client/session';
import { cursorFor, offsetOf, page, type PagingOptions } from './paging';

const items = Array.from({ length: 12 }, (_, i) => i);

/** Every page of a walk, following nextCursor as a client must. */
function walk(options: PagingOptions) {
  const pages: number[][] = [];
  let cursor: string | undefined;
  do {
    const p = page(items, cursor, options);
    pages.push(p.items);
    cursor = p.nextCursor;
  } while (cursor !== undefined);
  return pages;
}

describe('page sizes in turn', () => {
  it('gives each page the next size, repeating, and "" still names the second page', () => {
    const options = { pageSize: 99, emptyCursor: true, pageSizes: [5, 2, 4] };
    expect(walk(options)).toEqual([[0, 1, 2, 3, 4], [5, 6], [7, 8, 9, 10], [11]]);
    expect(page(items, undefined, options).nextCursor).toBe('');
  });

  it('refuses a cursor for an offset that starts no page', () => {
    const options = { pageSize: 99, emptyCursor: false, pageSizes: [5, 2] };
    expect(() => page(items, cursorFor(6, options), options)).toThrow(/Invalid cursor/);
    expect(page(items, cursorFor(7, options), options).items).toEqual([7, 8, 9, 10, 11]);
  });
});

describe('cursor epochs', () => {
  it('a cursor is valid only in the epoch that issued it', () => {
    const first = { pageSize: 5, emptyCursor: false, epoch: 1 };
    const cursor = cursorFor(5, first);
    expect(offsetOf(cursor, first)).toBe(5);
    expect(() => offsetOf(cursor, { ...first, epoch: 2 })).toThrow(/Invalid cursor/);
    // A plain cursor is not valid where epochs are in use, nor an epoch cursor where they are not.
    expect(() => offsetOf(cursorFor(5, { pageSize: 5, emptyCursor: false }), first)).toThrow(/Invalid cursor/);
    expect(() => offsetOf(cursor, { pageSize: 5, emptyCursor: false })).toThrow(/Invalid cursor/);
  });
});

describe('lab server: cursors that expire mid-walk', () => {
  it('rejects the old cursor with -32602 once, then a fresh walk from the start completes', async () => {
    const s = await LabSession.open({ server: { pageSize: 4, expireCursorsAfterPages: 2 } });
    const first = await s.listToolsPage();
    const second = await s.listToolsPage(first.nextCursor);
    const error = await s.listToolsPage(second.nextCursor).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProtocolError);
    expect((error as ProtocolError).code).toBe(-32602);
    // Starting over: new cursors, every page, no error.
    const names: string[] = [];
    let cursor: string | undefined;
    do {
      const p = await s.listToolsPage(cursor);
      names.push(...p.tools.map((t) => t.name));
      cursor = p.nextCursor;
    } while (cursor !== undefined);
    expect(names).toEqual(s.server.definitions().map((t) => t.name));
    await s.close();
  });

  it('without the option cursors never expire and look as they always did', async () => {
    const s = await LabSession.open({ server: { pageSize: 4 } });
    const first = await s.listToolsPage();
    expect(atob(first.nextCursor ?? '')).toBe('lab-page:4');
    await s.close();
  });
});
