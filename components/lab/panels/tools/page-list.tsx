'use client';

import { useLabState } from '../../lab-context';
import { CursorReceived, CursorSent } from './cursor-text';
import { ToolButtonList } from './tool-button-list';

/** Every page fetched by List tools / Next page: the cursor sent, the nextCursor received, its tools. */
export function PageList() {
  const pages = useLabState((s) => s.pages);
  const tools = useLabState((s) => s.tools);
  const lastListAll = useLabState((s) => s.lastListAll);

  if (pages.length === 0) {
    if (tools.length === 0) return <p className="tools-panel__note">No pages yet: press List tools.</p>;
    return (
      <div className="tools-panel__all">
        <h4 className="tools-panel__subtitle">
          All {tools.length} tools {lastListAll ? '(from List all)' : ''}
        </h4>
        <ToolButtonList tools={tools} label="All tools" />
      </div>
    );
  }
  return (
    <ol className="tools-panel__pages" aria-label="Pages fetched">
      {pages.map((page, index) => (
        <li key={index} className="tools-panel__page">
          <h4 className="tools-panel__subtitle">
            Page {index + 1}: {page.tools.length} tools
          </h4>
          <dl className="tools-panel__cursors">
            <div>
              <dt>cursor sent</dt>
              <dd>
                <CursorSent cursor={page.cursorSent} />
              </dd>
            </div>
            <div>
              <dt>nextCursor received</dt>
              <dd>
                <CursorReceived cursor={page.nextCursor} />
              </dd>
            </div>
          </dl>
          <ToolButtonList tools={page.tools} label={`Tools on page ${index + 1}`} />
        </li>
      ))}
    </ol>
  );
}
