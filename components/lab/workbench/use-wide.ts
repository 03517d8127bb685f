import { useSyncExternalStore } from 'react';

/** From this width the lab is a workbench of side-by-side regions; below it the regions are tabs. */
const WIDE = '(min-width: 75rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is wide enough for the workbench; the server renders the wide form. */
export function useWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

/** The ARIA of a region that is a tab panel below the workbench width, and a plain region above it. */
export const tabPanel = (wide: boolean, tab: string) =>
  wide ? {} : ({ role: 'tabpanel', 'aria-labelledby': `wb-tab-${tab}` } as const);
