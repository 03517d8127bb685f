/**
 * `npx tsx scripts/bench-live-db.ts`: the PGlite figures the README quotes — creating a database with the
 * schema, opening it again, raw inserts per second, and whole answer use cases (transaction, verdict,
 * tally event) per second. Runs in a temp folder and deletes it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../lib/live/db/driver';
import { migrate } from '../lib/live/db/migrate';
import * as repo from '../lib/live/repository';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-live-'));
const ms = (start: number) => Math.round(performance.now() - start);

let t = performance.now();
let db = await openPglite(dir);
await migrate(db);
console.log(`create + migrate: ${ms(t)} ms`);
await db.close();

t = performance.now();
db = await openPglite(dir);
await migrate(db);
console.log(`open existing + migrate check: ${ms(t)} ms`);

const classId = randomUUID();
await repo.insertClass(db, {
  id: classId,
  joinCode: 'BENCH9',
  title: 'b',
  hostKeyHash: 'h',
  questionIds: ['a.b'],
  now: new Date(),
});
const learners: string[] = [];
t = performance.now();
for (let i = 0; i < 500; i++) {
  const id = randomUUID();
  learners.push(id);
  await repo.insertLearner(db, {
    id,
    classId,
    nickname: `p${i}`,
    nicknameKey: `p${i}`,
    keyHash: randomUUID(),
    now: new Date(),
  });
}
console.log(`500 learner inserts: ${Math.round(500 / ((performance.now() - t) / 1000))}/s`);

t = performance.now();
for (const [i, learnerId] of learners.entries()) {
  await db.transaction(async (q) => {
    await repo.lockClass(q, classId);
    await repo.insertAnswer(q, {
      answerId: randomUUID(),
      classId,
      learnerId,
      questionIndex: 0,
      questionId: 'a.b',
      response: { choice: 'a' },
      now: new Date(),
    });
    await repo.appendEvent(q, classId, 'tally', { answered: i + 1 }, new Date());
  });
}
console.log(
  `500 answers as the use case writes them (lock, insert, event, notify): ${Math.round(500 / ((performance.now() - t) / 1000))}/s`,
);
await db.close();
rmSync(dir, { recursive: true, force: true });
