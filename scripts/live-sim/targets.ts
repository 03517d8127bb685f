/**
 * Issue 22's targets for one row of the live bench: which figures are judged, at which size, for which
 * setup. Join p99 in every row (a fresh embedded database's first run too); the rest at 1,000 and 2,000.
 */
export type SetupKind = 'pglite' | 'postgres' | 'faults';

export interface Target {
  figure: 'joinP99Ms' | 'answerAckP99Ms' | 'openToAllP99Ms' | 'revealToAllP99Ms';
  maxMs: number;
}

const AT: Partial<Record<SetupKind, Record<number, Target[]>>> = {
  pglite: {
    1000: [
      { figure: 'answerAckP99Ms', maxMs: 250 },
      { figure: 'openToAllP99Ms', maxMs: 250 },
      { figure: 'revealToAllP99Ms', maxMs: 750 },
    ],
  },
  postgres: {
    1000: [
      { figure: 'answerAckP99Ms', maxMs: 100 },
      { figure: 'openToAllP99Ms', maxMs: 250 },
      { figure: 'revealToAllP99Ms', maxMs: 500 },
    ],
    2000: [
      { figure: 'answerAckP99Ms', maxMs: 150 },
      { figure: 'revealToAllP99Ms', maxMs: 1000 },
    ],
  },
};

export function targetsFor(kind: SetupKind, learners: number): Target[] {
  return [{ figure: 'joinP99Ms', maxMs: 500 }, ...(AT[kind]?.[learners] ?? [])];
}

export interface Judged extends Target {
  valueMs: number;
  met: boolean;
}

/** A figure that is not a number (nothing measured) misses its target. */
export function judge(kind: SetupKind, figures: Record<Target['figure'], number> & { learners: number }): Judged[] {
  return targetsFor(kind, figures.learners).map((t) => ({
    ...t,
    valueMs: figures[t.figure],
    met: figures[t.figure] <= t.maxMs,
  }));
}
