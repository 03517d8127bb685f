'use client';

import { useId } from 'react';
import { useLab, useLabState } from '../../lab-context';

/** List tools, Next page and List all, with the reason whenever Next page cannot be used. */
export function PagingControls() {
  const lab = useLab();
  const ready = useLabState((s) => s.status === 'ready');
  const busy = useLabState((s) => s.busy);
  const pages = useLabState((s) => s.pages);
  const whyNoNext = useId();
  const last = pages.at(-1);
  const noNext = !last
    ? 'Next page needs a page first: press List tools.'
    : last.nextCursor === undefined
      ? 'The last page had no nextCursor, so the list is complete.'
      : null;
  // Buttons stay enabled while busy (disabling would drop keyboard focus); a second press is ignored.
  const run = (action: () => Promise<unknown>) => () => {
    if (!busy) void action();
  };

  return (
    <div className="tools-panel__controls">
      <div className="tools-panel__buttons">
        <button type="button" className="button button--primary" disabled={!ready} onClick={run(lab.listFirstPage)}>
          List tools
        </button>
        <button
          type="button"
          className="button"
          disabled={!ready || noNext !== null}
          aria-describedby={noNext ? whyNoNext : undefined}
          onClick={run(lab.nextPage)}
        >
          Next page
        </button>
        <button type="button" className="button" disabled={!ready} onClick={run(() => lab.listAll())}>
          List all
        </button>
      </div>
      <p className="tools-panel__note" id={whyNoNext}>
        {noNext ?? `Next page sends back exactly the nextCursor received: ${JSON.stringify(last?.nextCursor)}.`}
      </p>
    </div>
  );
}
