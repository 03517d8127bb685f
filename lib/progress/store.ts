import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist, type PersistStorage } from 'zustand/middleware';
import { createLessonsSlice, type LessonsSlice } from './lessons-slice';

export type ProgressStore = LessonsSlice;

export const PROGRESS_KEY = 'mcpa-lab:progress';
export const PROGRESS_VERSION = 1;

/** The data that is saved: state without the actions. */
export type PersistedProgress = Pick<ProgressStore, 'lessons'>;

/**
 * Upgrades saved progress from any earlier version. Version 1 is the first, so there is nothing to upgrade
 * yet; each later version adds one step here, tested from a fixture of the version before.
 */
export function migrateProgress(persisted: unknown, version: number): PersistedProgress {
  if (version > PROGRESS_VERSION) throw new Error(`progress saved by a newer app (v${version})`);
  const data = (persisted ?? {}) as Partial<PersistedProgress>;
  return { lessons: data.lessons ?? {} };
}

export function createProgressStore(storage?: PersistStorage<PersistedProgress>) {
  return createStore<ProgressStore>()(
    persist<ProgressStore, [], [], PersistedProgress>((...a) => ({ ...createLessonsSlice(...a) }), {
      name: PROGRESS_KEY,
      version: PROGRESS_VERSION,
      migrate: migrateProgress,
      partialize: (s): PersistedProgress => ({ lessons: s.lessons }),
      storage: storage ?? createJSONStorage(() => localStorage),
      // Rehydrated on mount by the provider, so server and first client render agree.
      skipHydration: true,
    }),
  );
}

export type ProgressStoreApi = ReturnType<typeof createProgressStore>;
