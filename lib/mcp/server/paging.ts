import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';

export interface PagingOptions {
  pageSize: number;
  /** Hand out "" as the cursor of the second page: legal, and a client must keep paging through it. */
  emptyCursor: boolean;
}

const PREFIX = 'lab-page:';

/** The cursor that asks for the page starting at `offset`. Opaque to clients: base64 of an offset. */
export function cursorFor(offset: number, { pageSize, emptyCursor }: PagingOptions): string {
  if (emptyCursor && offset === pageSize) return '';
  return btoa(`${PREFIX}${offset}`);
}

/** The offset a cursor stands for; an unknown cursor is the client's error (-32602). */
export function offsetOf(cursor: string | undefined, { pageSize, emptyCursor }: PagingOptions): number {
  if (cursor === undefined) return 0;
  if (cursor === '' && emptyCursor) return pageSize;
  let decoded = '';
  try {
    decoded = atob(cursor);
  } catch {
    decoded = '';
  }
  const offset = decoded.startsWith(PREFIX) ? Number(decoded.slice(PREFIX.length)) : NaN;
  if (!Number.isInteger(offset) || offset <= 0)
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Invalid cursor');
  return offset;
}

/** One page of `items` and the cursor for the next, which is absent only on the last page. */
export function page<T>(items: readonly T[], cursor: string | undefined, options: PagingOptions) {
  const offset = offsetOf(cursor, options);
  if (offset > items.length) throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Invalid cursor');
  const end = offset + options.pageSize;
  return {
    items: items.slice(offset, end),
    nextCursor: end < items.length ? cursorFor(end, options) : undefined,
  };
}
