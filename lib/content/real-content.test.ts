import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../spec/validate';
import { buildContent, untaughtClaims } from './build';
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
    // Issue 14's writers add lessons 12–18 on separate branches, so a branch alone may skip numbers; the
    // course must still start at 1 and never reuse a number (the build also refuses a number used twice).
    const orders = content.lessons.map((l) => l.order).sort((a, b) => a - b);
    expect(orders[0]).toBe(1);
    expect(new Set(orders).size).toBe(orders.length);
    expect(content.cards.map((c) => c.source).sort()).toEqual(['did-the-call-succeed.md', 'tool-result-anatomy.md']);
  });

  it('teaches every claim of the register somewhere', () => {
    expect(untaughtClaims(content.coverage).map((c) => c.id)).toEqual([]);
    const sources = new Set(content.claims.map((c) => c.source));
    expect([...sources]).toEqual(expect.arrayContaining(['anatomy', 'spec-extra', 'succeed']));
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

  it('labels every practice claim as practice and gives every corrected claim the card wording', () => {
    for (const c of content.claims) {
      if (c.verdict === 'corrected') expect(c.card, c.id).toBeTruthy();
    }
    expect(content.claims.some((c) => c.verdict === 'practice')).toBe(true);
  });
});
