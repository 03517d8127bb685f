import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import type { Snapshot } from '../../lib/live/contract';
import { AppServer, LiveClient, freePort, singleQuestion } from './live-api-kit';

/*
 * Faults for real: each test runs its own production server on its own port and data folder, kills it with
 * SIGKILL and starts it again on the same folder, and drops responses by closing the socket. No mocks of
 * the database or the network.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The reveal in a control response's state. */
const revealOf = async (res: Promise<Response>) => ((await (await res).json()) as { state: Snapshot }).state.reveal!;

let server: AppServer;
test.beforeAll(async () => {
  server = new AppServer(await freePort());
  await server.start();
});
test.afterAll(async () => server?.dispose());
test.afterEach(async ({}, info) => {
  if (info.status !== info.expectedStatus) await info.attach('server log', { body: server.log });
});

test('the server creates the database at start, in the background: pages are served meanwhile, no live request needed', async () => {
  for (const route of ['/', '/quiz', '/lab']) expect((await fetch(server.base + route)).status).toBe(200);
  // instrumentation.ts opens it as the server starts, so the first learner never waits for its creation.
  await expect.poll(() => readdirSync(server.dataDir), { timeout: 60_000 }).toContain('PG_VERSION');
  await new LiveClient(server.base).createClass([singleQuestion().id]);
});

test('the server is killed mid-question and restarted: every learner resumes, no answer lost or doubled', async () => {
  const api = new LiveClient(server.base);
  const q = singleQuestion();
  const c = await api.createClass([q.id], 'Crash drill');
  const learners = await Promise.all(['Ada', 'Bo', 'Cy', 'Di'].map((n) => api.join(c.joinCode, n)));
  await api.control(c.classId, c.hostKey, 'open');
  const streams = await Promise.all(learners.map((l) => api.stream(c.classId, l.learnerKey)));
  for (const s of streams) expect((await s.next<Snapshot>())!.data.phase).toBe('open');

  // Ada and Bo are acknowledged before the crash.
  const ids = learners.map(() => randomUUID());
  for (const i of [0, 1])
    expect((await api.answer(c.classId, learners[i].learnerKey, q.id, { choice: q.right }, ids[i])).status).toBe(200);
  // Cy's answer is in flight when the plug is pulled: it may or may not have landed.
  const inFlight = api.answer(c.classId, learners[2].learnerKey, q.id, { choice: q.wrong }, ids[2]).then(
    (r) => r.status,
    () => 'network error',
  );
  await server.kill();
  await inFlight;
  // Every stream broke; Di's answer now fails to send at all.
  for (const s of streams) expect(await s.next()).toBeNull();
  await expect(api.answer(c.classId, learners[3].learnerKey, q.id, { choice: q.right }, ids[3])).rejects.toThrow();

  await server.start();
  // Each learner reconnects as EventSource would (Last-Event-ID); a fresh stream (a reload) shows the open
  // question and the learner's own answer as recorded.
  const resumed = [];
  for (const [i, s] of streams.entries()) {
    resumed.push(await api.stream(c.classId, learners[i].learnerKey, s.lastId));
    const fresh = await api.stream(c.classId, learners[i].learnerKey);
    const snap = (await fresh.next<Snapshot>())!.data;
    expect(snap).toMatchObject({ phase: 'open', question: { id: q.id } });
    if (i < 2) expect(snap.you!.answer).toEqual({ questionId: q.id, response: { choice: q.right } });
    fresh.close();
  }
  // The pages retry what was never acknowledged, with the same answerId; Ada retries too (unsure).
  for (const i of [0, 2, 3]) {
    const r = await api.answer(
      c.classId,
      learners[i].learnerKey,
      q.id,
      { choice: i === 2 ? q.wrong : q.right },
      ids[i],
    );
    expect(r.status).toBe(200);
    const body = (await r.json()) as { duplicate: boolean };
    if (i === 0) expect(body.duplicate).toBe(true);
  }
  const reveal = await revealOf(api.control(c.classId, c.hostKey, 'reveal'));
  expect(reveal.answered).toBe(4);
  expect(reveal.histogram.find((b) => b.key === q.right)!.count).toBe(3);
  expect(reveal.histogram.find((b) => b.key === q.wrong)!.count).toBe(1);
  // The resumed streams carry on where they broke: the next thing each hears is the reveal, with its own verdict.
  for (const [i, s] of resumed.entries()) {
    const e = await s.next<{ you: { correct: boolean } }>();
    expect(e!.event).toBe('reveal');
    expect(e!.data.you.correct).toBe(i !== 2);
    s.close();
  }
  const csv = await (
    await fetch(`${server.base}/api/live/classes/${c.classId}/results.csv`, {
      headers: { authorization: `Bearer ${c.hostKey}` },
    })
  ).text();
  expect(
    csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[0])
      .sort(),
  ).toEqual(['"Ada"', '"Bo"', '"Cy"', '"Di"']);
});

/**
 * Sends an answer over a raw socket and destroys it without reading the response: a dropped response.
 * `early`: destroy as soon as the request is written, before the server could answer.
 */
function answerAndDrop(base: string, classId: string, key: string, body: unknown, early = false): Promise<void> {
  const url = new URL(`/api/live/classes/${classId}/answers`, base);
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        authorization: `Bearer ${key}`,
      },
    });
    req.on('error', () => resolve());
    if (early) req.on('finish', () => setImmediate(() => req.destroy()));
    req.on('response', (res) => {
      // The server answered; the client never hears it.
      res.destroy();
      req.destroy();
      resolve();
    });
    req.end(payload);
  });
}

test('an answer whose response is dropped is retried with the same answerId and recorded once', async () => {
  const api = new LiveClient(server.base);
  const q = singleQuestion(1);
  const c = await api.createClass([q.id]);
  const ada = await api.join(c.joinCode, 'Ada');
  const host = await api.stream(c.classId, c.hostKey);
  await host.next();
  await api.control(c.classId, c.hostKey, 'open');
  const answer = { answerId: randomUUID(), questionId: q.id, response: { choice: q.right } };
  await answerAndDrop(server.base, c.classId, ada.learnerKey, answer);
  // The server did record it (the host's tally says so) although the learner never saw the response.
  expect(((await host.until('tally'))!.data as { answered: number }).answered).toBe(1);
  for (let i = 0; i < 2; i++) {
    const retry = await api.answer(c.classId, ada.learnerKey, q.id, answer.response, answer.answerId);
    expect([retry.status, await retry.json()]).toEqual([200, { recorded: true, duplicate: true }]);
  }
  // Bo's connection drops right after sending: recorded or not, the retry makes it exactly one.
  const bo = await api.join(c.joinCode, 'Bo');
  const boAnswer = { answerId: randomUUID(), questionId: q.id, response: { choice: q.wrong } };
  await answerAndDrop(server.base, c.classId, bo.learnerKey, boAnswer, true);
  const retry = await api.answer(c.classId, bo.learnerKey, q.id, boAnswer.response, boAnswer.answerId);
  expect([retry.status, ((await retry.json()) as { recorded: boolean }).recorded]).toEqual([200, true]);
  const reveal = await revealOf(api.control(c.classId, c.hostKey, 'reveal'));
  expect([reveal.answered, reveal.learners]).toEqual([2, 2]);
  host.close();
});

test("a learner who reconnects mid-question gets their own answer back in the snapshot (a page reload's state)", async () => {
  const api = new LiveClient(server.base);
  const q = singleQuestion(2);
  const c = await api.createClass([q.id]);
  const ada = await api.join(c.joinCode, 'Ada');
  await api.control(c.classId, c.hostKey, 'open');
  const before = await api.stream(c.classId, ada.learnerKey);
  expect((await before.next<Snapshot>())!.data.you!.answer).toBeNull();
  await api.answer(c.classId, ada.learnerKey, q.id, { choice: q.wrong });
  before.close();
  const after = await api.stream(c.classId, ada.learnerKey);
  expect((await after.next<Snapshot>())!.data).toMatchObject({
    phase: 'open',
    you: { nickname: 'Ada', answer: { questionId: q.id, response: { choice: q.wrong } }, answered: 1 },
  });
  after.close();
});
