'use client';

import { CacheBadge } from './tools/cache-badge';
import { PageList } from './tools/page-list';
import { PagingControls } from './tools/paging-controls';
import { ServerSettings } from './tools/server-settings';
import './tools-panel.css';

/** tools/list page by page (with the exact cursors), the whole list through the SDK's cache, and settings. */
export function ToolsPanel() {
  return (
    <section className="lab-panel tools-panel" aria-label="Tools">
      <h3 className="lab-panel__title">Tools</h3>
      <PagingControls />
      <PageList />
      <CacheBadge />
      <ServerSettings />
    </section>
  );
}
