import { expect, test } from '@playwright/test';
import type { Reveal, Snapshot } from '../../lib/live/contract';
import { LiveClient, singleQuestion } from './live-api-kit';

/** The HTTP contract of LIVE-CONTRACT.md end to end against the production build: requests only, no pages. */
test.describe.configure({ timeout: 120_000 });

test('a class runs over HTTP: create, join, stream, open, answer once, reveal, results CSV', async ({ baseURL }) => {
  const api = new LiveClient(baseURL!);
  const q = singleQuestion();
  const c = await api.createClass([q.id, 'predict.unknown-tool-channel'], 'Contract run');
  expect(c.joinCode).toMatch(/^[34679ACDEFGHJKMNPQRTWXY]{6}$/);
  expect(c.hostKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
  const ada = await api.join(c.joinCode.toLowerCase(), 'Ada');
  const bo = await api.join(c.joinCode, '-Bo');

  const host = await api.stream(c.classId, c.hostKey);
  expect(host.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const snap = await host.next<Snapshot>();
  expect(snap).toMatchObject({ event: 'snapshot', data: { phase: 'lobby', total: 2, host: { joinCode: c.joinCode } } });
  expect(snap!.data.host!.learners.map((l) => l.nickname)).toEqual(['Ada', '-Bo']);

  const opened = await api.control(c.classId, c.hostKey, 'open');
  expect(opened.status).toBe(200);
  expect(((await opened.json()) as { state: Snapshot }).state.question).toMatchObject({ id: q.id, type: 'single' });
  expect(await host.next()).toMatchObject({ event: 'question', data: { index: 0, total: 2 } });

  const first = await api.answer(c.classId, ada.learnerKey, q.id, { choice: q.right });
  expect([first.status, await first.json()]).toEqual([200, { recorded: true, duplicate: false }]);
  expect((await host.until('tally'))!.data).toMatchObject({ answered: 1, learners: 2 });
  await api.answer(c.classId, bo.learnerKey, q.id, { choice: q.wrong });

  const reveal = await api.control(c.classId, c.hostKey, 'reveal');
  const state = ((await reveal.json()) as { state: Snapshot }).state;
  expect(state.reveal).toMatchObject({ correct: [q.right], answered: 2, learners: 2 });
  expect(
    ((await host.until('reveal'))!.data as unknown as Reveal).histogram.find((b) => b.key === q.right)!.count,
  ).toBe(1);

  expect((await api.control(c.classId, c.hostKey, 'next')).status).toBe(200);
  expect((await api.control(c.classId, c.hostKey, 'end')).status).toBe(200);
  const end = await host.until<{ results: { leaderboard: { nickname: string; score: number }[] } }>('end');
  expect(end!.data.results.leaderboard).toEqual([
    { nickname: 'Ada', score: 1 },
    { nickname: '-Bo', score: 0 },
  ]);
  host.close();

  const csv = await fetch(`${baseURL}/api/live/classes/${c.classId}/results.csv`, {
    headers: { authorization: `Bearer ${c.hostKey}` },
  });
  expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toBe('"nickname","question","question id","answer","correct","points"');
  expect(lines.slice(1)).toEqual([
    `"'-Bo","1","${q.id}","${q.wrong}","false","0"`,
    `"'-Bo","2","predict.unknown-tool-channel","","false","0"`,
    `"Ada","1","${q.id}","${q.right}","true","1"`,
    `"Ada","2","predict.unknown-tool-channel","","false","0"`,
  ]);
});

test('a stream resumes from Last-Event-ID with just the missed events', async ({ baseURL }) => {
  const api = new LiveClient(baseURL!);
  const q = singleQuestion(1);
  const c = await api.createClass([q.id]);
  const ada = await api.join(c.joinCode, 'Ada');
  const learner = await api.stream(c.classId, ada.learnerKey);
  const snap = await learner.next<Snapshot>();
  learner.close();
  await api.control(c.classId, c.hostKey, 'open');
  await api.control(c.classId, c.hostKey, 'close');
  const resumed = await api.stream(c.classId, ada.learnerKey, snap!.id);
  expect((await resumed.next())!.event).toBe('question');
  expect((await resumed.next())!.event).toBe('closed');
  resumed.close();
});
