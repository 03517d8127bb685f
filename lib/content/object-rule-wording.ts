/**
 * Finds text that pins the "structuredContent must be an object" rule on 2025-06-18 alone. The rule held in
 * 2025-11-25 too (its schema types the field as an object), so a sentence that names 2025-06-18 as the
 * revision with the rule, next to 2026-07-28 or with "only", teaches a wrong fact unless it names 2025-11-25.
 */
const STATES_OBJECT_RULE = /\bobject\b/i;
const ABOUT_THE_FIELD = /structuredContent|had to be|must be|required|limit|wrap/i;
const SINGLES_OUT =
  /\bonly\b[^.]*2025-06-18|2025-06-18[^.]*\bonly\b|2025-06-18 (rule|limit)|belonged to 2025-06-18/i;

export function pinsObjectRuleOn2025_06_18(text: string): boolean {
  if (!text.includes('2025-06-18') || text.includes('2025-11-25')) return false;
  if (!STATES_OBJECT_RULE.test(text) || !ABOUT_THE_FIELD.test(text)) return false;
  if (SINGLES_OUT.test(text)) return true;
  // "In 2025-06-18 it had to be an object", set against 2026-07-28, reads as "until 2026-07-28 came".
  const ruleIn2025_06_18 = text.split(/(?<=[.;:])\s/).some((s) => s.includes('2025-06-18') && STATES_OBJECT_RULE.test(s));
  return ruleIn2025_06_18 && text.includes('2026-07-28');
}

/** The text of an MDX page (frontmatter included) in paragraphs and list items, without its fenced blocks. */
export function proseParagraphs(mdx: string): string[] {
  return mdx
    .replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '')
    .split(/\n\s*\n|\n(?=\s*- )/)
    .map((p) => p.trim())
    .filter(Boolean);
}
