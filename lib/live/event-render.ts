import { HOST_ONLY } from './audience';
import type { Queryable } from './db/driver';
import * as repo from './repository';
import type { Viewer } from './views';

/**
 * Logged events rendered once for every stream of a class: the bytes are encoded once per event, and the
 * personal part of a reveal or an end (`you`) comes from one query for the whole room, remembered per
 * class and event. The bytes are exactly what `{ ...reveal, you }` and `{ you }` serialize to.
 */
export interface RenderedEvent {
  id: number;
  /** The chunks this viewer receives; null: not for them (it only moves their stream past the id). */
  chunksFor(viewer: Viewer): Uint8Array[] | null;
}

interface Personal {
  correct: boolean;
  score: number;
  answered: number;
}
const NOBODY: Personal = { correct: false, score: 0, answered: 0 };

const encoder = new TextEncoder();
const head = (row: repo.EventRow) => `id: ${row.id}\nevent: ${row.name}\ndata: `;

/** The last few reveals and ends per process: a reconnecting room asks for the same ones again. */
const MEMO_SIZE = 64;
const memo = new Map<string, Map<string, Personal>>();

async function personal(
  q: Queryable,
  classId: string,
  row: repo.EventRow,
  learnerIds: readonly string[],
): Promise<Map<string, Personal>> {
  const key = `${classId}:${row.id}`;
  const known = memo.get(key);
  // A learner who joined after the room's verdicts were read is missing: read them all again (still one query).
  if (known && learnerIds.every((id) => known.has(id))) return known;
  const index = row.name === 'reveal' ? (row.data as { index: number }).index : -1;
  const fresh = new Map((await repo.learnerVerdicts(q, classId, index)).map((v) => [v.learnerId, v]));
  memo.delete(key);
  memo.set(key, fresh);
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
  return fresh;
}

/** Renders a page of the log for the given learners (and any host): the personal parts in one query each. */
export async function renderEvents(
  q: Queryable,
  classId: string,
  rows: readonly repo.EventRow[],
  total: number,
  learnerIds: readonly string[],
): Promise<RenderedEvent[]> {
  const out: RenderedEvent[] = [];
  for (const row of rows) {
    const all = [encoder.encode(`${head(row)}${JSON.stringify(row.data)}\n\n`)];
    if (HOST_ONLY.includes(row.name)) {
      out.push({ id: row.id, chunksFor: (v) => (v.kind === 'host' ? all : null) });
      continue;
    }
    if (row.name !== 'reveal' && row.name !== 'end') {
      out.push({ id: row.id, chunksFor: () => all });
      continue;
    }
    const room = learnerIds.length ? await personal(q, classId, row, learnerIds) : new Map<string, Personal>();
    const you = (v: Viewer) => (v.kind === 'learner' ? (room.get(v.learnerId) ?? NOBODY) : NOBODY);
    if (row.name === 'reveal') {
      // The shared reveal once, then each learner's own `"you":…}` after it.
      const body = JSON.stringify(row.data);
      const shared = encoder.encode(`${head(row)}${body.slice(0, -1)}${body === '{}' ? '' : ','}`);
      out.push({
        id: row.id,
        chunksFor: (v) => {
          if (v.kind === 'host') return all;
          const { correct, score } = you(v);
          return [shared, encoder.encode(`"you":${JSON.stringify({ correct, score })}}\n\n`)];
        },
      });
    } else {
      out.push({
        id: row.id,
        chunksFor: (v) => {
          if (v.kind === 'host') return all;
          const { score, answered } = you(v);
          return [encoder.encode(`${head(row)}${JSON.stringify({ you: { score, answered, total } })}\n\n`)];
        },
      });
    }
  }
  return out;
}

/** Forget the remembered verdicts (a test's database was closed). */
export function resetRenderMemo(): void {
  memo.clear();
}
