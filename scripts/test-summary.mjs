/**
 * Prints the one closing line CI reads, "N passed, N failed[, N skipped]", from the JSON reports of vitest
 * (reports/unit.json) and Playwright (reports/e2e.json). A stage that failed without any failing
 * test (typecheck, lint, build) counts as one failure, so a red run never reads "0 failed".
 */
import { existsSync, readFileSync } from 'node:fs';

const status = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
let skipped = 0;

function read(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const unit = read('reports/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
}

const e2e = read('reports/e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}

if (status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
