'use client';

import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { lazyOr } from '@/components/ui/lazy-or';

// The index and MiniSearch load only when someone opens search.
const SearchPanel = lazyOr(
  () => import('./search-panel'),
  () => (
    <p className="search-dialog__status" role="alert">
      Search could not load: its code did not arrive (offline?). Reload the page to try again.
    </p>
  ),
);

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

export function SearchLauncher() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);

  const open = useCallback(() => {
    setOpened(true);
    dialog.current?.showModal();
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const combo = (e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey);
      if (combo || (e.key === '/' && !isTyping(e.target) && !e.ctrlKey && !e.metaKey && !e.altKey)) {
        e.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button type="button" className="search-button" onClick={open} aria-keyshortcuts="/ Control+K">
        <span aria-hidden="true">⌕</span>
        <span className="search-button__text">Search</span>
        <kbd className="kbd search-button__hint" aria-hidden="true">
          /
        </kbd>
      </button>
      <dialog
        ref={dialog}
        className="search-dialog"
        aria-label="Search lessons and cards"
        onClose={() => setOpened(false)}
      >
        {opened ? (
          <Suspense fallback={<p className="search-dialog__status">Loading search…</p>}>
            <SearchPanel onNavigate={() => dialog.current?.close()} />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
