import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_CHARS, readWorkerMessage, runRequestSchema } from './protocol';

const passed = { name: 'walks every page', status: 'passed', message: '', trace: [], durationMs: 3 };

describe('messages between the page and the sandbox', () => {
  it('accepts the three messages a worker sends', () => {
    expect(readWorkerMessage({ type: 'ready' }).ok).toBe(true);
    expect(readWorkerMessage({ type: 'evaluated' }).ok).toBe(true);
    expect(readWorkerMessage({ type: 'result', result: passed })).toEqual({
      ok: true,
      message: { type: 'result', result: passed },
    });
  });

  it('refuses a message too large, of the wrong shape, or with a rule link off the site', () => {
    const big = { type: 'result', result: { ...passed, message: 'x'.repeat(MAX_MESSAGE_CHARS) } };
    expect(readWorkerMessage(big)).toMatchObject({ ok: false, reason: expect.stringMatching(/KB allowed/) });
    expect(readWorkerMessage({ type: 'result', result: { ...passed, status: 'great' } }).ok).toBe(false);
    expect(readWorkerMessage({ type: 'result', result: { ...passed, extra: 1 } }).ok).toBe(false);
    const offsite = { ...passed, status: 'failed', rule: { text: 'x', href: 'javascript:alert(1)' } };
    expect(readWorkerMessage({ type: 'result', result: offsite }).ok).toBe(false);
    const circular: Record<string, unknown> = { type: 'ready' };
    circular.self = circular;
    expect(readWorkerMessage(circular).ok).toBe(false);
  });

  it('checks a run request: exercise id, case index, code and cases chunk sizes', () => {
    const ok = { type: 'run', id: 'list-all-tools', caseIndex: 0, source: 'x', cases: 'y' };
    expect(runRequestSchema.safeParse(ok).success).toBe(true);
    expect(runRequestSchema.safeParse({ ...ok, id: '../x' }).success).toBe(false);
    expect(runRequestSchema.safeParse({ ...ok, source: 'x'.repeat(70_000) }).success).toBe(false);
    expect(runRequestSchema.safeParse({ ...ok, cases: 'y'.repeat(70_000) }).success).toBe(false);
    expect(runRequestSchema.safeParse({ type: 'run', id: 'a', caseIndex: 0, source: 'x' }).success).toBe(false);
  });
});
