'use client';

import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { LabController, LabState } from '@/lib/mcp/lab/controller';

export const LabContext = createContext<LabController | null>(null);

export function useLab(): LabController {
  const lab = useContext(LabContext);
  if (!lab) throw new Error('useLab must be used inside a lab');
  return lab;
}

/** Re-renders when the selected part of the lab's state changes. */
export function useLabState<T>(selector: (state: LabState) => T): T {
  const lab = useLab();
  const get = useCallback(() => selector(lab.getState()), [lab, selector]);
  return useSyncExternalStore(lab.subscribe, get, get);
}
