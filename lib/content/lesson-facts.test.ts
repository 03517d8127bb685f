import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LabSession } from '../mcp/client/session';
import { checkOutput } from '../mcp/lab/output-check';
import { buildContent } from './build';
import { pinsObjectRuleOn2025_06_18, proseParagraphs } from './object-rule-wording';
import { toolResultExamples, type ToolResultExample } from './tool-results';
import type { BuiltContent } from './types';

const contentDir = path.resolve(import.meta.dirname, '../../content');

/**
 * Mismatches between a result's structuredContent and the tool's outputSchema. The tools page makes no
 * exception for error results, so structuredContent is checked whatever isError says; only an error result
 * may leave structuredContent out.
 */
function schemaProblems(outputSchema: object, result: ToolResultExample['result']): string[] {
  if (result.isError === true && result.structuredContent === undefined) return [];
  const check = checkOutput(outputSchema, { structuredContent: result.structuredContent });
  return check.valid ? [] : check.errors;
}

/** The real lessons, cards and questions, held against the lab server's real tools/list. */
describe('facts the lessons state about the lab and the revisions', () => {
  let content: BuiltContent;
  let session: LabSession;
  let schemas: Map<string, object | undefined>;
  beforeAll(async () => {
    content = await buildContent(contentDir);
    // The real lab server and the SDK client over the lab's wire, as a learner's tab has them.
    session = await LabSession.open();
    const { tools } = await session.listAllTools('bypass');
    schemas = new Map(tools.map((t) => [t.name, t.outputSchema as object | undefined]));
  });
  afterAll(async () => session?.close());

  it('gives every example result of a lab tool with an outputSchema structuredContent that matches it', () => {
    const examples = toolResultExamples(content, new Set(schemas.keys()));
    // Every tool an example names is a real tool of the lab (a typo in tool=… would check nothing).
    for (const ex of examples) expect(schemas.has(ex.tool), `${ex.where}: no lab tool ${ex.tool}`).toBe(true);
    const checked = examples.filter((ex) => schemas.get(ex.tool));
    // The ones the lessons rely on: book_meeting (success and error), list_event_ids, find_free_slots, and
    // the hotspot payloads for list_event_ids and room_occupancy.
    expect(checked.length).toBeGreaterThanOrEqual(8);
    expect(new Set(checked.map((ex) => ex.tool))).toEqual(
      new Set(['book_meeting', 'find_free_slots', 'list_event_ids', 'room_occupancy']),
    );
    expect(checked.some((ex) => ex.where.startsWith('question '))).toBe(true);
    for (const ex of checked) {
      const problems = schemaProblems(schemas.get(ex.tool)!, ex.result);
      if (ex.mismatch) expect(problems, `${ex.where} should break ${ex.tool}'s outputSchema`).not.toEqual([]);
      else expect(problems, `${ex.where} against ${ex.tool}'s outputSchema`).toEqual([]);
    }
  });

  it('shows the PROVIDER_TIMEOUT error of book_meeting in a form its outputSchema accepts', () => {
    const timeout = toolResultExamples(content, new Set(schemas.keys())).filter((ex) =>
      JSON.stringify(ex.result).includes('PROVIDER_TIMEOUT'),
    );
    expect(timeout.map((ex) => ex.tool)).toEqual(['book_meeting']);
    expect(timeout[0].result.isError).toBe(true);
    expect(schemaProblems(schemas.get('book_meeting')!, timeout[0].result)).toEqual([]);
  });

  it('never pins the object-only structuredContent rule on 2025-06-18 alone (2025-11-25 had it too)', () => {
    const files = [...content.lessons, ...content.cards].map((p) => p.file);
    const units = [
      ...files.flatMap((file) =>
        proseParagraphs(readFileSync(path.join(contentDir, file), 'utf8')).map((text) => ({ where: file, text })),
      ),
      ...content.questions.flatMap((q) =>
        [
          q.prompt,
          // An explanation is read with its option, so the two are judged together.
          ...('options' in q ? q.options.map((o) => `${o.text} — ${o.explanation}`) : []),
          ...('explanation' in q ? [q.explanation] : []),
        ].map((text) => ({ where: q.id, text })),
      ),
      ...content.claims.map((c) => ({ where: c.id, text: c.text })),
    ];
    expect(units.length).toBeGreaterThan(1500);
    expect(units.filter((u) => pinsObjectRuleOn2025_06_18(u.text))).toEqual([]);
  });
});

describe('pinsObjectRuleOn2025_06_18', () => {
  it('flags the wordings the review found, and lets through those that name both revisions', () => {
    for (const wrong of [
      'An array is fine. In 2026-07-28 `structuredContent` may be any JSON value; only 2025-06-18 required an object.',
      'It must be a JSON object. — That was the 2025-06-18 rule. Revision 2026-07-28 widened `structuredContent`.',
      'A bare number is allowed in 2026-07-28. (In 2025-06-18 it had to be an object.)',
    ])
      expect(pinsObjectRuleOn2025_06_18(wrong), wrong).toBe(true);
    for (const right of [
      'In 2025-06-18 and 2025-11-25 `structuredContent` had to be an object; 2026-07-28 allows any JSON value.',
      'A 2025-06-18 result has no `resultType`; a 2026-07-28 client reads it as complete.',
    ])
      expect(pinsObjectRuleOn2025_06_18(right), right).toBe(false);
  });
});
