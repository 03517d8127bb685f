import type { CoverageRow, Lesson } from './types';

/** A plain-text table: one row per claim, with the lesson numbers that teach it and how many questions test it. */
export function formatCoverage(rows: CoverageRow[], lessons: Lesson[]): string {
  const number = new Map(lessons.map((l) => [l.slug, String(l.order).padStart(2, '0')]));
  const idWidth = Math.max(5, ...rows.map((r) => r.claim.id.length));
  const lines = [
    `${'claim'.padEnd(idWidth)}  ${'register'.padEnd(10)}  ${'verdict'.padEnd(9)}  questions  lessons`,
  ];
  for (const { claim, taughtIn, questions } of rows) {
    const where = [...new Set(taughtIn.map((t) => number.get(t.lesson)))].join(', ') || '— NOT TAUGHT';
    const asked = String(questions.length).padStart(9);
    lines.push(`${claim.id.padEnd(idWidth)}  ${claim.source.padEnd(10)}  ${claim.verdict.padEnd(9)}  ${asked}  ${where}`);
  }
  const taught = rows.filter((r) => r.taughtIn.length > 0).length;
  const asked = rows.filter((r) => r.questions.length >= 2).length;
  lines.push(`${taught} of ${rows.length} claims taught; ${asked} of ${rows.length} tested by 2 or more questions`);
  return lines.join('\n');
}
