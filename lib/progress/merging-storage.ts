import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { clearJournal, foldJournal, readJournal, type KeyValueStorage } from './journal';
import { mergeProgress, PROGRESS_VERSION } from './persisted';
import type { Checked } from './transfer';
import type { PersistedProgress } from './types';

export type Check = (state: unknown, version: number) => Checked;

// The checks (zod) load with the first read or write, so pages that never touch progress never load them.
let check: Check | undefined;
let loadingChecks: Promise<Check> | undefined;
export function loadProgressChecks(): Promise<Check> {
  loadingChecks ??= import('./transfer').then((m) => (check = m.checkState));
  return loadingChecks;
}

/** Runs `read` with the checks: at once when they are here (a read-merge-write stays in one task), else after. */
function withChecks<T>(read: (check: Check) => T): T | Promise<T> {
  return check ? read(check) : loadProgressChecks().then(read);
}

const empty: PersistedProgress = { lessons: {}, attempts: {}, exam: null, examHistory: [], exercises: {} };

type Readable = { corrupt: true } | { corrupt: false; stored: PersistedProgress | undefined };

/**
 * Around localStorage (`raw`): writes merge with what is stored, so a tab that has not yet heard of another tab's
 * answers never writes over them (two tabs answering at once both keep their answers); reads and writes fold in
 * the answer journal (lib/progress/journal.ts) and remove its entries once written; and unreadable stored
 * progress is never read nor written over — it stays as it is until the learner downloads it or agrees to
 * start fresh (components/progress/corrupt-progress.tsx).
 *
 * What is stored is checked (zod) whenever its text is one this store has not read or written: another tab's
 * save, an import's, anything written from outside. Text this store wrote itself, from its typed state, or has
 * already checked is not checked again: on a phone that check of a thousand answers took most of the save after
 * every answer. `check` defaults to the zod checks, loaded with the first read or write.
 */
export function mergingStorage(raw: () => KeyValueStorage, checks?: Check): PersistStorage<PersistedProgress> {
  // The last text read (and checked) or written under the key, and the progress it holds.
  let known: { text: string; state: PersistedProgress } | undefined;
  const run = <T>(read: (check: Check) => T) => (checks ? read(checks) : withChecks(read));

  const readable = (name: string, check: Check): Readable => {
    let text: string | null;
    try {
      text = raw().getItem(name);
    } catch {
      return { corrupt: true };
    }
    if (text === null) return { corrupt: false, stored: undefined };
    if (text === known?.text) return { corrupt: false, stored: known.state };
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { corrupt: true };
    }
    if (value === null) return { corrupt: false, stored: undefined };
    if (typeof value !== 'object') return { corrupt: true };
    const { state, version } = value as Partial<StorageValue<unknown>>;
    const checked = check(state, version ?? 0);
    if (!checked.ok) return { corrupt: true };
    known = { text, state: checked.progress };
    return { corrupt: false, stored: checked.progress };
  };
  const write = (name: string, state: PersistedProgress) => {
    const text = JSON.stringify({ state, version: PROGRESS_VERSION });
    raw().setItem(name, text);
    known = { text, state };
  };
  const journal = (check: Check) =>
    readJournal(raw(), (attempts) => check({ ...empty, attempts }, PROGRESS_VERSION).ok);

  return {
    getItem(name) {
      return run((check) => {
        const r = readable(name, check);
        if (r.corrupt) return null;
        const entries = journal(check);
        if (entries.length === 0) return r.stored ? { version: PROGRESS_VERSION, state: r.stored } : null;
        // What a closed or crashed tab left: written with the progress now, so the journal stays short.
        const state = foldJournal(r.stored ?? empty, entries);
        write(name, state);
        clearJournal(raw(), entries);
        return { version: PROGRESS_VERSION, state };
      });
    },
    setItem(name, value: StorageValue<PersistedProgress>) {
      return run((check) => {
        const r = readable(name, check);
        if (r.corrupt) return;
        const entries = journal(check);
        const state = r.stored ? mergeProgress(r.stored, value.state) : value.state;
        write(name, foldJournal(state, entries));
        clearJournal(raw(), entries);
      });
    },
    removeItem(name) {
      raw().removeItem(name);
    },
  };
}
