import type { Attempt, PersistedProgress } from './types';
import { mergeAttemptList, own } from './quiz-slice';

/**
 * The answer journal: each checked answer is written at once under a key of its own, before the verdict paints,
 * so saving it depends on no timer, frame or module load. Recording it in the store and writing the merged
 * progress (the costly part) wait until after the paint; that write folds the journal in and only then removes
 * its keys, and reading progress folds in whatever a closed or crashed tab left. An attempt keeps its id, so
 * folding it twice still leaves it once. A key per answer rather than one shared key: two tabs writing at once
 * can never overwrite each other's entry.
 */
export const JOURNAL_PREFIX = 'mcpa-lab:answer:';

/** The part of the Web Storage interface the store uses (localStorage, or an in-memory stand-in in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export interface JournalEntry {
  key: string;
  questionId: string;
  attempt: Attempt;
}

/** Writes one answer under its own key; false when storage refuses (full, or private mode). */
export function journalAnswer(storage: KeyValueStorage, questionId: string, attempt: Attempt): boolean {
  try {
    storage.setItem(JOURNAL_PREFIX + attempt.id, JSON.stringify({ questionId, attempt }));
    return true;
  } catch {
    return false;
  }
}

/** Checks the attempts of `progress` (the store's zod check); true when they are readable progress. */
export type AttemptsCheck = (attempts: PersistedProgress['attempts']) => boolean;

/** Every readable journal entry. One that cannot be read stays where it is, like unreadable progress. */
export function readJournal(storage: KeyValueStorage, check: AttemptsCheck): JournalEntry[] {
  const entries: JournalEntry[] = [];
  let keys: string[];
  try {
    keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (k): k is string => k?.startsWith(JOURNAL_PREFIX) ?? false,
    );
  } catch {
    return entries;
  }
  for (const key of keys) {
    const entry = parse(storage.getItem(key));
    if (entry && key === JOURNAL_PREFIX + entry.attempt.id && check({ [entry.questionId]: [entry.attempt] }))
      entries.push({ key, ...entry });
  }
  return entries;
}

function parse(raw: string | null): { questionId: string; attempt: Attempt } | undefined {
  if (raw === null) return undefined;
  try {
    const value = JSON.parse(raw) as { questionId?: unknown; attempt?: { id?: unknown } } | null;
    // The shape is checked by the caller's zod check; here only what is needed to hand it over.
    if (typeof value?.questionId !== 'string' || typeof value.attempt?.id !== 'string') return undefined;
    return value as { questionId: string; attempt: Attempt };
  } catch {
    return undefined;
  }
}

/** `progress` with the journal's answers added, each once; itself when it holds them all already. */
export function foldJournal(progress: PersistedProgress, entries: JournalEntry[]): PersistedProgress {
  const journal = new Map<string, Attempt[]>();
  for (const { questionId, attempt } of entries) journal.set(questionId, [...(journal.get(questionId) ?? []), attempt]);
  let attempts: PersistedProgress['attempts'] | undefined;
  for (const [id, list] of journal) {
    const mine = own(progress.attempts, id);
    const merged = mergeAttemptList(mine, list);
    if (merged !== mine) (attempts ??= { ...progress.attempts })[id] = merged;
  }
  return attempts ? { ...progress, attempts } : progress;
}

/** Removes entries once the progress that holds them is written. */
export function clearJournal(storage: KeyValueStorage, entries: JournalEntry[]): void {
  for (const { key } of entries) {
    try {
      storage.removeItem(key);
    } catch {
      // Left in place, it is folded again next time, and still counted once.
    }
  }
}
