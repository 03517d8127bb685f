import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isCorrect } from '../quiz/grade';
import type { Question } from '../quiz/schema';
import { buildContent } from './build';
import type { BuiltContent } from './types';

const contentDir = path.resolve(import.meta.dirname, '../../content');

/**
 * Regression guards for the review findings of issue 21: each pins the corrected statement (or the absence of
 * the wrong one) in the built lessons, so an edit that brings an error back fails here.
 */
describe('the review findings of issue 21 stay fixed', () => {
  let content: BuiltContent;
  beforeAll(async () => {
    content = await buildContent(contentDir);
  });

  const question = (id: string): Question => {
    const q = content.questions.find((x) => x.id === id);
    if (!q) throw new Error(`no question ${id}`);
    return q;
  };
  type Option = { id: string; text: string; explanation: string; correct?: boolean };
  const option = (id: string, optionId: string): Option => {
    const q = question(id);
    const o = 'options' in q ? q.options.find((x) => x.id === optionId) : undefined;
    if (!o) throw new Error(`no option ${optionId} in ${id}`);
    return o;
  };
  const lesson = (order: number) => {
    const l = content.lessons.find((x) => x.order === order);
    if (!l) throw new Error(`no lesson ${order}`);
    return l;
  };
  const section = (order: number, heading: string): string => {
    const s = lesson(order).searchSections.find((x) => x.heading === heading);
    if (!s) throw new Error(`no section "${heading}" in lesson ${order}`);
    return s.text;
  };

  it('lesson 14: a legacy initialize over Streamable HTTP fails header validation with 400 and -32020', () => {
    const text = section(14, 'Modern, legacy and dual-era peers');
    expect(text).toContain('-32020');
    expect(text).not.toMatch(/The code itself is up to the implementation/);
    expect(option('versions.modern-only-initialize-error', 'b').explanation).toContain('-32020');
    expect(option('versions.initialize-over-http', 'a').correct).toBe(true);
  });

  it('lesson 13: the response-order question has one defensible order, without a pairing step', () => {
    const q = question('basics.read-a-response-order');
    expect(q.prompt).toMatch(/already paired it by its id/);
    expect('options' in q && q.options.some((o) => /same id/i.test(o.text))).toBe(false);
  });

  it('lesson 13: id-less error responses name the Streamable HTTP cases', () => {
    expect(section(13, 'The shape of an error')).toMatch(/403 Forbidden[\s\S]*notification it cannot/);
    expect(option('basics.error-response-facts', 'a').text).toMatch(/base protocol/);
  });

  it('lessons 08, 12 and 13: the default dialect accepts the usual spellings of JSON Schema 2020-12', () => {
    for (const id of ['basics.default-dialect', 'tool-definitions.default-dialect', 'structured-output.default-dialect']) {
      const q = question(id);
      for (const text of ['draft/2020-12', 'JSON Schema Draft 2020-12', '2020-12'])
        expect(isCorrect(q, { text }), `${id}: ${text}`).toBe(true);
    }
  });

  it('lesson 12: header secrets question gives a header value; serverInfo.name is a SHOULD NOT', () => {
    expect(question('tool-definitions.header-secrets-tf').prompt).toContain('"x-mcp-header": "Password"');
    const a = option('tool-definitions.aggregator-collision', 'a').explanation;
    expect(a).not.toMatch(/must not/i);
    expect(a).toMatch(/SHOULD NOT/);
  });

  it('lesson 12: the integer range limits argument values at call time, not the definition', () => {
    const text = section(12, 'x-mcp-header: arguments copied into HTTP headers');
    expect(text).toMatch(/call\s+time/);
    expect(text).not.toMatch(/integer values within ±\(2\^53−1\)\s*an integer argument/);
  });

  it('lesson 13: the hostile-schema question gives each defence its strength', () => {
    const d = option('basics.hostile-schema', 'd').explanation;
    expect(d).not.toMatch(/Validation is required/);
    expect(d).toMatch(/must not fetch/);
  });

  it('lesson 15: requestState objective, no assumed retry, deprecated Roots and Sampling', () => {
    expect(lesson(15).objectives.join(' ')).toMatch(/are MUSTs; principal, expiry and request binding are SHOULDs/);
    expect(option('input.server-initiated-elicitation-2026', 'a').text).toMatch(/must not count on that/);
    expect(section(15, 'What an interim result may carry')).toMatch(/Roots and Sampling are deprecated/);
  });

  it('lesson 16: number answers are framed as schema.ts vs schema.json; URL mode outcome comes from the retry', () => {
    expect(section(16, 'Form mode and its restricted schema')).toMatch(/schema\.ts[\s\S]*schema\.json/);
    const url = section(16, 'URL mode');
    expect(url).not.toMatch(/never learns/);
    expect(url).toMatch(/answer\s+to the retry/);
  });

  it('lesson 17: one POST carries one message, a connection may carry several', () => {
    expect(option('transports.http-post-rules', 'a').explanation).not.toMatch(/no connection that carries/);
  });

  it('lesson 18: one permission, the transports’ MUST NOT, and a transport-scoped token link', () => {
    const text = section(18, 'What a cancellation may name, and what the server does with it');
    expect(text).not.toMatch(/two of them are permissions/);
    expect(text).toMatch(/Both transport pages are stricter/);
    expect(option('cancel.server-on-receipt-multi', 'e').explanation).toMatch(/must not send/);
    expect(question('progress.token-reuse').prompt).toMatch(/stdio client/);
  });

  it('lessons 04 and 10: structuredContent on error results is left open; lesson 04 speaks of successes', () => {
    expect(section(10, 'An error result is not proof that nothing happened')).toMatch(
      /does not say whether an error result must carry/,
    );
    expect(option('call-result.full-response-fields', 'b').text).toMatch(/successful result/);
  });

  it('lesson 03: a missing iss is rejected when the metadata advertises it', () => {
    expect(option('tool-list.auth-changelog-rules', 'd').explanation).toMatch(
      /authorization_response_iss_parameter_supported/,
    );
    expect(option('tool-list.iss-missing-flag-true', 'false').correct).toBe(true);
  });
});
