'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

const NAV_ID = 'site-nav';

/**
 * The main navigation: inline links on wide screens; on narrow ones a Menu button opens them as a popover.
 * The browser's Popover API does the work (opens from the server-rendered HTML before this script runs, Escape
 * and a tap outside close it, focus returns to the button); this island only mirrors the state into
 * aria-expanded and closes the menu when a link is followed (client-side navigation keeps the page).
 */
export function SiteNav({ children }: { children: ReactNode }) {
  const nav = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const el = nav.current;
    if (!el) return;
    const sync = () => setOpen(el.matches(':popover-open'));
    sync();
    el.addEventListener('toggle', sync);
    // Widening the window shows the links inline: a menu left open would float over the page.
    const wide = window.matchMedia('(min-width: 48rem)');
    const closeWhenWide = () => {
      if (wide.matches && el.matches(':popover-open')) el.hidePopover();
    };
    wide.addEventListener('change', closeWhenWide);
    return () => {
      el.removeEventListener('toggle', sync);
      wide.removeEventListener('change', closeWhenWide);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        className="icon-button menu-button"
        popoverTarget={NAV_ID}
        aria-controls={NAV_ID}
        aria-expanded={open}
      >
        <span aria-hidden="true">☰</span>
        <span className="menu-button__text">Menu</span>
      </button>
      <nav
        id={NAV_ID}
        ref={nav}
        popover="auto"
        aria-label="Main"
        className="site-nav"
        onClick={(e) => {
          if ((e.target as Element).closest('a') && nav.current?.matches(':popover-open')) nav.current.hidePopover();
        }}
      >
        {children}
      </nav>
    </>
  );
}
