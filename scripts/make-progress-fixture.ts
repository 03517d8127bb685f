/**
 * npm run fixture:progress — writes lib/progress/fixtures/progress-1000.json, the charts' test progress: 1,000
 * answers over 60 days to the questions of the current content build (run `npm run build` or the content build
 * first), with the questions it was made for, so the unit tests read the same bank the answers name.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuiltContent } from '../lib/content/types';
import { chartFixture, FIXTURE_NOW } from '../lib/progress/fixtures/chart-fixture';
import { PROGRESS_VERSION } from '../lib/progress/persisted';

const root = path.resolve(import.meta.dirname, '..');
const content = JSON.parse(readFileSync(path.join(root, '.content', 'content.json'), 'utf8')) as BuiltContent;
const questions = content.questions.map((q) => ({ id: q.id, topic: q.topic, type: q.type }));
const state = chartFixture(questions);
const out = path.join(root, 'lib', 'progress', 'fixtures', 'progress-1000.json');
writeFileSync(out, `${JSON.stringify({ now: FIXTURE_NOW, questions, saved: { state, version: PROGRESS_VERSION } })}\n`);
const answers = Object.values(state.attempts).reduce((n, list) => n + list.length, 0);
console.log(`${path.relative(root, out)}: ${answers} answers to ${Object.keys(state.attempts).length} questions`);
