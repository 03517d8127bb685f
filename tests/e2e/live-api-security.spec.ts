import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Snapshot } from '../../lib/live/contract';
import { expectStrictCsp } from './fixtures';
import { LiveClient, singleQuestion } from './live-api-kit';

/** Keys, limits and bad input against the production build, request by request. */
test.describe.configure({ timeout: 120_000 });

test('control, results and streams without the host key: 401 with none, 403 with a learner or another host key', async ({
  baseURL,
}) => {
  const api = new LiveClient(baseURL!);
  const q = singleQuestion();
  const c = await api.createClass([q.id]);
  const other = await api.createClass([q.id]);
  const ada = await api.join(c.joinCode, 'Ada');
  expect((await api.control(c.classId, '', 'open')).status).toBe(401);
  expect((await api.control(c.classId, ada.learnerKey, 'open')).status).toBe(403);
  expect((await api.control(c.classId, other.hostKey, 'open')).status).toBe(403);
  const csv = (key?: string) =>
    fetch(
      `${baseURL}/api/live/classes/${c.classId}/results.csv`,
      key ? { headers: { authorization: `Bearer ${key}` } } : {},
    );
  expect((await csv()).status).toBe(401);
  expect((await csv(ada.learnerKey)).status).toBe(403);
  const stream = (key?: string) =>
    fetch(
      `${baseURL}/api/live/classes/${c.classId}/events`,
      key ? { headers: { authorization: `Bearer ${key}` } } : {},
    );
  expect((await stream()).status).toBe(401);
  expect((await stream(other.hostKey)).status).toBe(403);
  // Keys only in the Authorization header: one in the URL is ignored.
  expect((await fetch(`${baseURL}/api/live/classes/${c.classId}/events?key=${c.hostKey}`)).status).toBe(401);
  const body = await (await api.control(c.classId, ada.learnerKey, 'open')).json();
  expect(body).toEqual({ error: expect.any(String) });
});

test("answering with another learner's key, or another class's, is refused (403); with none, 401", async ({
  baseURL,
}) => {
  const api = new LiveClient(baseURL!);
  const q = singleQuestion();
  const c = await api.createClass([q.id]);
  const other = await api.createClass([q.id]);
  const eve = await api.join(other.joinCode, 'Eve');
  await api.control(c.classId, c.hostKey, 'open');
  expect((await api.answer(c.classId, eve.learnerKey, q.id, { choice: q.right })).status).toBe(403);
  expect((await api.answer(c.classId, c.hostKey, q.id, { choice: q.right })).status).toBe(403);
  expect((await api.answer(c.classId, '', q.id, { choice: q.right })).status).toBe(401);
});

test('guessing join codes: 404 per wrong code, then 429 with Retry-After for that address only', async ({
  baseURL,
}) => {
  const api = new LiveClient(baseURL!);
  const c = await api.createClass([singleQuestion().id]);
  const guesser = { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}` };
  const guess = (joinCode: string) => api.post('/api/live/join', { joinCode, nickname: 'guess' }, undefined, guesser);
  // The limit counts per clock minute: start well inside one so the window cannot roll over mid-test.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push((await guess('QQQQQQ')).status);
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
  expect(statuses.slice(10)).toEqual([429, 429]);
  const limited = await guess(c.joinCode);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(((await limited.json()) as { error: string }).error).toMatch(/Too many/);
  // Another address is unaffected.
  expect((await api.join(c.joinCode, 'Honest')).learnerId).toBeTruthy();
});

test('nicknames with HTML, bidi controls or nothing are refused (400), 10 KB is 413; a duplicate in other case is 409', async ({
  baseURL,
}) => {
  const api = new LiveClient(baseURL!);
  const c = await api.createClass([singleQuestion().id]);
  const join = (nickname: string) =>
    api.post('/api/live/join', { joinCode: c.joinCode, nickname }, undefined, { 'x-forwarded-for': '198.51.100.77' });
  // 10 KB does not fit the 8 KB body cap at all: 413 before the nickname is even read.
  expect((await join('x'.repeat(10 * 1024))).status).toBe(413);
  for (const nickname of ['<img src=x onerror=alert(1)>', 'abc\u202Egpj.exe', '', '   ', 'x'.repeat(7 * 1024)]) {
    const res = await join(nickname);
    expect(res.status, JSON.stringify(nickname.slice(0, 30))).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/nickname/i);
  }
  expect((await join('Ｚoë')).status).toBe(201);
  expect((await join('zOË')).status).toBe(409);
  const host = await api.stream(c.classId, c.hostKey);
  const snap = await host.next<Snapshot>();
  expect(snap!.data.host!.learners.map((l) => l.nickname)).toEqual(['Zoë']);
  host.close();
});

test('bodies over 8 KB get 413 before parsing; malformed or unknown fields get 400', async ({ baseURL }) => {
  const api = new LiveClient(baseURL!);
  const big = JSON.stringify({ joinCode: 'ABCDEF', nickname: 'x'.repeat(9000) });
  expect((await api.post('/api/live/join', big)).status).toBe(413);
  // Without Content-Length (chunked): the bytes read are counted.
  const chunked = (path: string) =>
    fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
  expect((await chunked('/api/live/classes')).status).toBe(413);
  // The answers route reads Node's own request: capped the same way.
  expect((await api.post('/api/live/classes/nope/answers', big)).status).toBe(413);
  expect((await chunked('/api/live/classes/nope/answers')).status).toBe(413);
  expect((await api.post('/api/live/classes', '{not json')).status).toBe(400);
  expect((await api.post('/api/live/classes', { title: 'x', questionIds: [], extra: 1 })).status).toBe(400);
  const c = await api.createClass([singleQuestion().id]);
  const ada = await api.join(c.joinCode, 'Ada');
  const notUuid = await api.answer(c.classId, ada.learnerKey, singleQuestion().id, { choice: 'a' }, 'not-a-uuid');
  expect(notUuid.status).toBe(400);
});

test("a learner's stream before the reveal carries no counts, no other learners and no right option", async ({
  baseURL,
}) => {
  const api = new LiveClient(baseURL!);
  const q = singleQuestion(2);
  const c = await api.createClass([q.id, 'predict.unknown-tool-channel']);
  const ada = await api.join(c.joinCode, 'Ada');
  const learner = await api.stream(c.classId, ada.learnerKey);
  const host = await api.stream(c.classId, c.hostKey);
  await host.next();
  await api.control(c.classId, c.hostKey, 'open');
  const others = await Promise.all(['Bo', 'Cy', 'Di'].map((n) => api.join(c.joinCode, n)));
  for (const o of others) await api.answer(c.classId, o.learnerKey, q.id, { choice: q.right });
  await api.answer(c.classId, ada.learnerKey, q.id, { choice: q.wrong }, randomUUID());
  // The host saw every answer counted, so the learner's stream had its chance to leak them.
  await expect.poll(async () => ((await host.until('tally'))!.data as { answered: number }).answered).toBe(4);
  await api.control(c.classId, c.hostKey, 'close');
  await api.control(c.classId, c.hostKey, 'reveal');

  const beforeReveal: string[] = [];
  for (;;) {
    const e = await learner.next();
    if (!e || e.event === 'reveal') break;
    beforeReveal.push(`${e.event} ${JSON.stringify(e.data)}`);
  }
  expect(beforeReveal.map((line) => line.split(' ')[0])).toEqual(['snapshot', 'question', 'closed']);
  const text = beforeReveal.join('\n');
  for (const leak of [
    'histogram',
    '"count"',
    '"learners"',
    '"correct"',
    'explanation',
    'Bo',
    'Cy',
    'Di',
    'tally',
    'hostKey',
    c.hostKey,
    c.joinCode,
  ])
    expect(text, `learner stream mentions ${leak}`).not.toContain(leak);
  learner.close();
  host.close();
});

test('the API answers carry the same strict CSP and are never cached', async ({ baseURL }) => {
  const api = new LiveClient(baseURL!);
  const res = await api.post('/api/live/join', { joinCode: 'QQQQQQ', nickname: 'x' }, undefined, {
    'x-forwarded-for': '198.51.100.200',
  });
  // Any path that is not a prerendered page gets the same strict policy as the not-found page.
  const notFound = await fetch(`${baseURL}/no-such-page`);
  const csp = res.headers.get('content-security-policy') ?? undefined;
  expect(csp).toBe(notFound.headers.get('content-security-policy'));
  expect(notFound.headers.get('x-content-type-options')).toBe('nosniff');
  expectStrictCsp(csp, '/api/live/join');
  expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
  expect(res.headers.get('content-encoding')).toBeNull();
  // A class's answers and streams skip the proxy and set the policy themselves: the same one. An answer also
  // skips Next's router (scripts/serve.mjs calls its handler): the other security headers are there all the same.
  for (const path of ['/api/live/classes/nope/answers', '/api/live/classes/nope/events']) {
    const direct = path.endsWith('answers') ? await api.post(path, {}) : await fetch(`${baseURL}${path}`);
    expect(direct.status, path).toBeGreaterThanOrEqual(400);
    expect(direct.headers.get('content-security-policy'), path).toBe(csp);
    for (const header of ['x-content-type-options', 'referrer-policy', 'permissions-policy'])
      expect(direct.headers.get(header), `${path} ${header}`).toBe(notFound.headers.get(header));
  }
  // A stream that opens (the Pages Router serves it) too: the policy, the other security headers, no gzip.
  const c = await api.createClass([singleQuestion().id]);
  const events = await fetch(`${baseURL}/api/live/classes/${c.classId}/events`, {
    headers: { authorization: `Bearer ${c.hostKey}`, 'accept-encoding': 'gzip, br' },
  });
  expect(events.status).toBe(200);
  expect(events.headers.get('content-security-policy')).toBe(csp);
  expect(events.headers.get('cache-control')).toBe('no-store, no-transform');
  expect(events.headers.get('content-encoding')).toBeNull();
  expect(events.headers.get('x-content-type-options')).toBe('nosniff');
  await events.body?.cancel();
  // Any other path under /api/live/ still goes through the proxy, a not-found page included.
  const unknown = await fetch(`${baseURL}/api/live/classes/nope/no-such-route`);
  expect(unknown.headers.get('content-security-policy')).toBe(csp);
});
