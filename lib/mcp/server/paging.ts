import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';

export interface PagingOptions {
  pageSize: number;
  /** Hand out "" as the cursor of the second page: legal, and a client must keep paging through it. */
  emptyCursor: boolean;
  /** Page sizes in turn (page 1 gets the first, and so on, repeating); replaces `pageSize` when not empty. */
  pageSizes?: readonly number[];
  /**
   * When set, each cursor carries this listing epoch and a cursor of another epoch is invalid: the server
   * moved on to a new snapshot of the list, so positions in the old one no longer mean anything.
   */
  epoch?: number;
}

const PREFIX = 'lab-page:';

const invalid = () => new ProtocolError(ProtocolErrorCode.InvalidParams, 'Invalid cursor');

const firstPageSize = (o: PagingOptions) => (o.pageSizes?.length ? o.pageSizes[0] : o.pageSize);

/** The cursor that asks for the page starting at `offset`. Opaque to clients: base64 of an offset. */
export function cursorFor(offset: number, options: PagingOptions): string {
  if (options.emptyCursor && offset === firstPageSize(options)) return '';
  return btoa(options.epoch === undefined ? `${PREFIX}${offset}` : `${PREFIX}${offset}@${options.epoch}`);
}

/** The offset a cursor stands for; an unknown cursor (or one of another epoch) is the client's error (-32602). */
export function offsetOf(cursor: string | undefined, options: PagingOptions): number {
  if (cursor === undefined) return 0;
  if (cursor === '' && options.emptyCursor) return firstPageSize(options);
  let decoded = '';
  try {
    decoded = atob(cursor);
  } catch {
    decoded = '';
  }
  if (!decoded.startsWith(PREFIX)) throw invalid();
  let position = decoded.slice(PREFIX.length);
  if (options.epoch !== undefined) {
    const [at, epoch] = position.split('@');
    if (epoch !== String(options.epoch)) throw invalid();
    position = at;
  }
  const offset = Number(position);
  if (!Number.isInteger(offset) || offset <= 0) throw invalid();
  return offset;
}

/** How many items the page starting at `offset` holds; with `pageSizes`, only a page's first offset is valid. */
function sizeAt(offset: number, options: PagingOptions): number {
  const sizes = options.pageSizes;
  if (!sizes?.length) return options.pageSize;
  let start = 0;
  let index = 0;
  while (start < offset) start += sizes[index++ % sizes.length];
  if (start !== offset) throw invalid();
  return sizes[index % sizes.length];
}

/** One page of `items` and the cursor for the next, which is absent only on the last page. */
export function page<T>(items: readonly T[], cursor: string | undefined, options: PagingOptions) {
  const offset = offsetOf(cursor, options);
  if (offset > items.length) throw invalid();
  const end = offset + sizeAt(offset, options);
  return {
    items: items.slice(offset, end),
    nextCursor: end < items.length ? cursorFor(end, options) : undefined,
  };
}
