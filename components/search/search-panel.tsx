'use client';

import Link from 'next/link';
import MiniSearch, { type SearchResult } from 'minisearch';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { searchOptions } from '@/lib/content/search-options';

type Hit = SearchResult & { href: string; kind: 'lesson' | 'card'; page: string; heading: string };
type IndexState = { status: 'loading' } | { status: 'ready'; index: MiniSearch } | { status: 'error'; message: string };

const MAX_HITS = 12;
/** Content-hashed (public/data/search-index.<hash>.json, served immutable); next.config.mjs sets it. */
const SEARCH_INDEX_URL = process.env.MCPA_SEARCH_INDEX_URL!;

function useSearchIndex(): IndexState {
  const [state, setState] = useState<IndexState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetch(SEARCH_INDEX_URL)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((json) => live && setState({ status: 'ready', index: MiniSearch.loadJSON(json, { ...searchOptions }) }))
      .catch((err: unknown) => live && setState({ status: 'error', message: String(err) }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** Arrow keys move between the input and the results; Enter on the input opens the first hit. */
function moveFocus(e: KeyboardEvent<HTMLElement>, list: HTMLUListElement | null, input: HTMLInputElement | null) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const links = Array.from(list?.querySelectorAll('a') ?? []);
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  e.preventDefault();
  const target = e.key === 'ArrowDown' ? links[Math.min(at + 1, links.length - 1)] : at <= 0 ? input : links[at - 1];
  target?.focus();
}

export default function SearchPanel({ onNavigate }: { onNavigate: () => void }) {
  const state = useSearchIndex();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => input.current?.focus(), []);

  const hits = useMemo(() => {
    if (state.status !== 'ready' || query.trim().length < 2) return [];
    return state.index.search(query).slice(0, MAX_HITS) as Hit[];
  }, [state, query]);

  let status = '';
  if (state.status === 'loading') status = 'Loading the search index…';
  else if (state.status === 'error') status = `Search could not load (${state.message}). Reload the page to try again.`;
  else if (query.trim().length < 2) status = 'Type at least two letters to search every lesson and card.';
  else status = hits.length ? `${hits.length} result${hits.length === 1 ? '' : 's'}` : `No matches for “${query}”.`;

  return (
    <div className="search-panel" onKeyDown={(e) => moveFocus(e, list.current, input.current)}>
      <div className="search-panel__bar">
        <label htmlFor="search-input" className="visually-hidden">
          Search lessons and cards
        </label>
        <input
          ref={input}
          id="search-input"
          type="search"
          placeholder="Search lessons and cards"
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && hits[0]) list.current?.querySelector('a')?.click();
            // A search field's own Escape only clears it; here Escape closes search, as in any dialog.
            if (e.key === 'Escape') {
              e.preventDefault();
              onNavigate();
            }
          }}
        />
        <form method="dialog">
          <button className="button" type="submit">
            Close
          </button>
        </form>
      </div>
      <p className="search-dialog__status" role="status">
        {status}
      </p>
      <ul ref={list} className="search-results">
        {hits.map((hit) => (
          <li key={hit.id as string}>
            <Link href={hit.href} onClick={onNavigate} className="search-result">
              <span className="search-result__page">
                {hit.kind === 'card' ? 'Card · ' : ''}
                {hit.page}
              </span>
              <span className="search-result__heading">{hit.heading}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
