/** Cursors are shown as JSON strings, so "" is visibly a string and never an empty gap. */
export function CursorSent({ cursor }: { cursor: string | undefined }) {
  if (cursor === undefined) return <span>none — first page</span>;
  return <code className="tools-panel__cursor">{JSON.stringify(cursor)}</code>;
}

export function CursorReceived({ cursor }: { cursor: string | undefined }) {
  if (cursor === undefined) return <span>absent: this was the last page</span>;
  return (
    <>
      <code className="tools-panel__cursor">{JSON.stringify(cursor)}</code>
      {cursor === '' ? <span className="tools-panel__note"> empty string — present, so keep paging</span> : null}
    </>
  );
}
