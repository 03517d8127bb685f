import '@/lib/zod-jitless';
import { z } from 'zod';
import { learnerStorageKey } from '@/lib/live/contract';
import type { StorageLike } from './answer-outbox';

/**
 * A learner's seat in a class, kept on the device that joined: the key the server gave, the nickname, and the
 * join code, so opening the join link again (a second tab, a reload, the QR scanned twice) resumes the same
 * learner instead of joining a second time.
 */
const seat = z.object({
  learnerId: z.string().min(1),
  learnerKey: z.string().min(1),
  nickname: z.string(),
  // Seats saved before the code was kept still open their class page; they just cannot be found by code.
  joinCode: z.string().optional(),
  joinedAt: z.number().optional(),
});
export type LearnerSeat = z.infer<typeof seat>;

const PREFIX = learnerStorageKey('');

export function readSeat(storage: StorageLike, classId: string): LearnerSeat | null {
  try {
    const parsed = seat.safeParse(JSON.parse(storage.getItem(learnerStorageKey(classId)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveSeat(storage: StorageLike, classId: string, value: LearnerSeat): void {
  try {
    storage.setItem(learnerStorageKey(classId), JSON.stringify(value));
  } catch {
    // Storage blocked (private mode): this tab still joins; another tab would join again.
  }
}

export function forgetSeat(storage: StorageLike, classId: string): void {
  try {
    storage.removeItem(learnerStorageKey(classId));
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** The class this device joined with a code, newest first if a code was reused after a class was purged. */
export function seatForCode(
  storage: StorageLike & { readonly length: number; key(index: number): string | null },
  joinCode: string,
): { classId: string; seat: LearnerSeat } | null {
  let found: { classId: string; seat: LearnerSeat } | null = null;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const classId = key.slice(PREFIX.length);
    const value = readSeat(storage, classId);
    if (value?.joinCode !== joinCode) continue;
    if (!found || (value.joinedAt ?? 0) > (found.seat.joinedAt ?? 0)) found = { classId, seat: value };
  }
  return found;
}
