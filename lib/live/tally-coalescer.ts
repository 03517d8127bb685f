import type { Driver } from './db/driver';
import * as repo from './repository';
import { classQuestions, tallyOf } from './views';

/** At most one tally event per class per this interval from one process (≈10 a second). */
export const TALLY_EVERY_MS = 100;
/** A trailing tally that failed (database away) is tried again after this long, a bounded number of times. */
const RETRY_MS = 1000;
const MAX_RETRIES = 30;

interface ClassTally {
  lastAt: number;
  /** A trailing tally is scheduled or being written. */
  pending: boolean;
  /** Answers were committed that no tally written so far has counted. */
  dirty: boolean;
  failures: number;
}

/**
 * Coalesces the host's tally events. After a batch of answers committed, a tally follows: at once when none
 * was sent in the last TALLY_EVERY_MS, otherwise when the interval is up, one for every batch meanwhile. It is
 * counted after the answers it follows have committed, and logged only if no tally counting more answers of the
 * question was logged meanwhile (another instance's), so the last tally in the log always counts every answer.
 */
export class TallyCoalescer {
  private classes = new Map<string, ClassTally>();

  constructor(
    private readonly db: Driver,
    private readonly now: () => Date,
  ) {}

  private state(classId: string): ClassTally {
    let s = this.classes.get(classId);
    if (!s) this.classes.set(classId, (s = { lastAt: -Infinity, pending: false, dirty: false, failures: 0 }));
    return s;
  }

  /** After a batch committed answers: make sure a tally follows. */
  committed(classId: string): void {
    const s = this.state(classId);
    s.dirty = true;
    s.failures = 0;
    if (!s.pending) this.schedule(classId, s, Math.max(0, s.lastAt + TALLY_EVERY_MS - Date.now()));
  }

  private schedule(classId: string, s: ClassTally, delay: number): void {
    s.pending = true;
    setTimeout(() => void this.trailing(classId, s), delay).unref?.();
  }

  private async trailing(classId: string, s: ClassTally): Promise<void> {
    s.dirty = false;
    try {
      // Counted, then logged, each one statement (no transaction holds the class row's lock between them, so
      // no answer batch waits on this one's round trips); appendTally drops it if a later count was logged.
      const source = await repo.tallySource(this.db, classId);
      const c = source?.cls;
      // The class moved past answering (or is gone): the reveal or the next question says the rest.
      if (source && c && c.phase !== 'lobby' && c.phase !== 'ended') {
        const t = tallyOf(c, classQuestions(c)[c.index], source);
        await repo.appendTally(this.db, classId, t, this.now());
      }
      s.lastAt = Date.now();
      s.failures = 0;
    } catch {
      s.dirty = ++s.failures <= MAX_RETRIES;
    }
    s.pending = false;
    if (s.dirty) this.schedule(classId, s, s.failures ? RETRY_MS : Math.max(0, s.lastAt + TALLY_EVERY_MS - Date.now()));
  }
}
