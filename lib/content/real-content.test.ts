import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validate } from '../spec/validate';
import { buildContent, QUESTIONS_PER_CLAIM, untaughtClaims } from './build';
import { normativeCoverage, readNormativeKeys, readNotTaught } from './normative';
import { readSchemaPending, schemaCoverage, schemaLists, schemaTargets } from './schema-keys';
import type { BuiltContent } from './types';

const contentDir = path.resolve(import.meta.dirname, '../../content');

/** The real lessons and cards, compiled by the same pipeline as the build. */
describe('the course content', () => {
  let content: BuiltContent;
  beforeAll(async () => {
    content = await buildContent(contentDir);
  });

  it('has at least 8 lessons, numbered without gaps, and both reference cards', () => {
    expect(content.lessons.length).toBeGreaterThanOrEqual(8);
    const orders = content.lessons.map((l) => l.order).sort((a, b) => a - b);
    expect(orders).toEqual(Array.from({ length: orders.length }, (_, i) => i + 1));
    expect(new Set(orders).size).toBe(orders.length);
    expect(content.cards.map((c) => c.source).sort()).toEqual(['did-the-call-succeed.md', 'tool-result-anatomy.md']);
  });

  it('teaches every claim of the register somewhere', () => {
    expect(untaughtClaims(content.coverage).map((c) => c.id)).toEqual([]);
    const sources = new Set(content.claims.map((c) => c.source));
    // The registers: the two cards, the spec extras, one domain-*.yaml per area of lessons v2 (issue 14), and
    // one schema-*.yaml per area of schema coverage (issue 21).
    expect([...sources].sort()).toEqual([
      'anatomy',
      'domain-basics',
      'domain-input',
      'domain-tools',
      'domain-transport',
      'schema-changes',
      'schema-fields',
      'schema-input',
      'spec-extra',
      'succeed',
    ]);
  });

  it('teaches every normative statement of the core pages and at least 90% of all of them', () => {
    const claimsDir = path.join(contentDir, 'claims');
    const c = normativeCoverage(
      readNormativeKeys(claimsDir),
      content.claims,
      content.coverage,
      readNotTaught(claimsDir),
      QUESTIONS_PER_CLAIM,
    );
    expect(c.problems).toEqual([]);
    expect(c.total).toBe(391);
    const core = [
      'server/tools',
      'server/utilities/pagination',
      'server/utilities/caching',
      'basic/patterns/subscriptions',
      'basic/patterns/mrtr',
      'basic/patterns/cancellation',
      'basic/patterns/progress',
    ];
    for (const page of core) {
      const row = c.pages.find((p) => p.page === page);
      expect(row, page).toBeDefined();
      expect(row!.notTaught, `${page} leaves statements untaught`).toBe(0);
    }
    expect(c.taught / c.total).toBeGreaterThanOrEqual(0.9);
  });

  const schemaResults = () => {
    const claimsDir = path.join(contentDir, 'claims');
    return schemaCoverage(
      schemaLists(claimsDir),
      content.claims,
      content.coverage,
      readNotTaught(claimsDir),
      QUESTIONS_PER_CLAIM,
    );
  };

  it('decides every schema key (taught, not taught, or pending) and knows every key it names', () => {
    const results = schemaResults();
    expect(results.flatMap((r) => r.coverage.problems)).toEqual([]);
    expect(results.map((r) => r.coverage.total)).toEqual([303, 110]);
  });

  it("meets issue 21's schema targets: every field of the 22 named types, 90% of property keys, 80% of change keys", () => {
    const results = schemaResults();
    // Nothing may stay pending once the targets are met: every key is taught or left out with a reason.
    expect(readSchemaPending(path.join(contentDir, 'claims'))).toEqual([]);
    const targets = schemaTargets(results);
    expect(targets.untaughtTargetKeys).toEqual([]);
    for (const s of targets.shares) expect(s.share, `${s.kind} keys taught`).toBeGreaterThanOrEqual(s.wanted);
    expect(targets.met).toBe(true);
  });

  it('checks every JSON example marked as an MCP message against the official schema of its revision', () => {
    const examples = [...content.lessons, ...content.cards].flatMap((page) =>
      page.examples.map((ex) => ({ ...ex, where: `${page.file}:${ex.line}` })),
    );
    expect(examples.filter((e) => !e.invalid).length).toBeGreaterThanOrEqual(content.lessons.length * 2);
    for (const ex of examples) {
      const errors = validate(ex.rev, ex.type, JSON.parse(ex.source));
      if (ex.invalid) expect(errors, `${ex.where} should break ${ex.type}`).not.toEqual([]);
      else expect(errors, `${ex.where} as ${ex.rev} ${ex.type}`).toEqual([]);
    }
  });

  it('gives every lesson objectives, spec references and sections with a table of contents', () => {
    for (const l of content.lessons) {
      expect(l.objectives.length, l.file).toBeGreaterThanOrEqual(2);
      expect(l.code, l.file).toContain('SpecRef');
      expect(l.headings.filter((h) => h.depth === 2).length, l.file).toBeGreaterThanOrEqual(3);
      expect(l.labPresets.length, `${l.file} embeds a lab`).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps every authored question in the bank, in authored order, however the page groups them', () => {
    // The ```quiz fences as written, read straight from the sources (482 when this was written).
    const authored = readdirSync(path.join(contentDir, 'lessons'))
      .sort()
      .flatMap((folder) => {
        const source = readFileSync(path.join(contentDir, 'lessons', folder, 'index.mdx'), 'utf8');
        return [...source.matchAll(/^```quiz\n([\s\S]*?)^```$/gm)].map((m) => (parse(m[1]) as { id: string }).id);
      });
    expect(authored.length).toBeGreaterThanOrEqual(482);
    expect(content.questions.map((q) => q.id)).toEqual(authored);
  });

  it('ends each section that has questions with one "Check yourself" holding exactly them, in order', () => {
    for (const l of content.lessons) {
      const checks = [...l.code.matchAll(/section:"([^"]*)",count:"(\d+)",questions:"([^"]*)"/g)].map((m) => ({
        section: m[1],
        count: Number(m[2]),
        ids: m[3].split(' '),
      }));
      const bank = content.questions.filter((q) => q.lesson === l.slug);
      const sections = [...new Set(bank.map((q) => q.section.anchor))];
      expect(checks.map((c) => c.section), l.slug).toEqual(sections);
      for (const c of checks) {
        expect(c.ids, `${l.slug}#${c.section}`).toEqual(
          bank.filter((q) => q.section.anchor === c.section).map((q) => q.id),
        );
        expect(c.count).toBe(c.ids.length);
      }
    }
  });

  it('labels every practice claim as practice and gives every corrected claim the card wording', () => {
    for (const c of content.claims) {
      if (c.verdict === 'corrected') expect(c.card, c.id).toBeTruthy();
    }
    expect(content.claims.some((c) => c.verdict === 'practice')).toBe(true);
  });
});
