'use client';

import { useLab, useLabState } from '../../lab-context';
import { useTtlLeft } from './use-ttl-left';

/** The SDK client's tools/list cache entry: fresh or stale, time left, scope, hit or miss, evictions. */
export function CacheBadge() {
  const lab = useLab();
  const cache = useLabState((s) => s.cache);
  const server = useLabState((s) => s.server);
  const era = useLabState((s) => s.era);
  const ready = useLabState((s) => s.status === 'ready');
  const busy = useLabState((s) => s.busy);
  const lastListAll = useLabState((s) => s.lastListAll);
  const left = useTtlLeft(cache.held ? cache.expiresAt : undefined);
  const fresh = cache.held && left > 0;
  const state = !cache.held ? 'empty' : fresh ? 'fresh' : 'stale';
  const stateText = {
    empty: '○ no list cached',
    fresh: '● fresh — List all is served from the cache',
    stale: '◐ stale — the next List all fetches again',
  }[state];
  const run = (mode: 'refresh' | 'bypass') => () => {
    if (!busy) void lab.listAll(mode);
  };

  return (
    <div className="tools-panel__cache" aria-label="tools/list cache" role="group">
      <h4 className="tools-panel__subtitle">tools/list cache</h4>
      <div role="status" aria-live="polite">
        <p className={`tools-panel__badge tools-panel__badge--${state}`}>{stateText}</p>
        <p>
          Last List all:{' '}
          {lastListAll === null
            ? 'not run yet'
            : lastListAll.fromCache
              ? 'hit — served from cache — no request sent'
              : 'miss — fetched from the server'}
        </p>
        <p>Evicted by list_changed: {cache.evicted === 'invalidated' ? 'yes — the entry was dropped' : 'no'}</p>
      </div>
      {fresh ? <p className="tools-panel__ttl">Time left: {(left / 1000).toFixed(1)} s</p> : null}
      <dl className="tools-panel__hints">
        <div>
          <dt>ttlMs</dt>
          <dd>{server.ttlMs} ms — how long after it arrives the client may reuse the list without asking again</dd>
        </div>
        <div>
          <dt>cacheScope</dt>
          <dd>
            {cache.scope ?? server.cacheScope} — who may reuse a cached copy: public = any client or shared cache,
            private = only the same authorization context
          </dd>
        </div>
      </dl>
      {era === '2025-11-25' ? (
        <p className="tools-panel__note">2025-11-25 results carry no ttlMs or cacheScope: the hints above go unsent.</p>
      ) : null}
      <div className="tools-panel__buttons">
        <button type="button" className="button" disabled={!ready} onClick={run('refresh')}>
          Refresh
        </button>
        <button type="button" className="button" disabled={!ready} onClick={run('bypass')}>
          Bypass cache
        </button>
      </div>
      <p className="tools-panel__note">
        Refresh fetches now and stores the new list; Bypass cache fetches without reading or writing the cache.
      </p>
    </div>
  );
}
