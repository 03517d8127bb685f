import { parse } from 'yaml';
import type { QuizFence } from '../content/collect';
import { describeIssues } from '../content/schema';
import { scenarios } from '../mcp/scenarios/catalog';
import { authoredQuestion, type Question } from './schema';

export interface LessonQuizContext {
  /** The lesson's slug and file (relative to the content folder). */
  lesson: string;
  file: string;
  /** Claims the lesson's sections teach: a question tests what its lesson teaches. */
  lessonClaims: ReadonlySet<string>;
  claimIds: ReadonlySet<string>;
  topics: ReadonlySet<string>;
}

const scenarioNames = new Set(scenarios.map((s) => s.name));

/** Follows a JSON Pointer (RFC 6901) into a value; undefined when it leads nowhere. */
export function atPointer(value: unknown, pointer: string): unknown {
  let here: unknown = value;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (here === null || typeof here !== 'object' || !Object.hasOwn(here, key)) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/** The questions of one lesson, checked; every problem names the fence's line. */
export function lessonQuestions(
  fences: QuizFence[],
  ctx: LessonQuizContext,
): { questions: Question[]; problems: string[] } {
  const questions: Question[] = [];
  const problems: string[] = [];
  for (const fence of fences) {
    const at = `line ${fence.line}: quiz`;
    let raw: unknown;
    try {
      raw = parse(fence.source);
    } catch (err) {
      problems.push(`${at}: not valid YAML: ${(err as Error).message.split('\n')[0]}`);
      continue;
    }
    const parsed = authoredQuestion.safeParse(raw);
    if (!parsed.success) {
      problems.push(
        `${at}${typeof (raw as { id?: unknown })?.id === 'string' ? ` ${(raw as { id: string }).id}` : ''}:\n${describeIssues(parsed.error)}`,
      );
      continue;
    }
    const q = parsed.data;
    const here = `${at} ${q.id}`;
    if (!fence.section) problems.push(`${here}: a question sits under a ## section`);
    if (!ctx.topics.has(q.topic))
      problems.push(`${here}: unknown topic "${q.topic}" (content/blueprint.yaml lists the topics)`);
    for (const c of q.claims) {
      if (!ctx.claimIds.has(c)) problems.push(`${here}: unknown claim ${c}`);
      else if (!ctx.lessonClaims.has(c)) problems.push(`${here}: claim ${c} is not taught in this lesson`);
    }
    if (q.type === 'hotspot') {
      let payload: unknown;
      try {
        payload = JSON.parse(q.payload);
      } catch (err) {
        problems.push(`${here}: payload is not JSON: ${(err as Error).message}`);
      }
      if (payload !== undefined)
        for (const o of q.options)
          if (atPointer(payload, o.id) === undefined)
            problems.push(`${here}: option ${o.id} points at nothing in the payload`);
    }
    if (q.type === 'lab' && q.preset !== undefined && !scenarioNames.has(q.preset))
      problems.push(`${here}: unknown lab preset "${q.preset}"`);
    if (fence.section)
      questions.push({ ...q, lesson: ctx.lesson, section: fence.section, source: `${ctx.file}:${fence.line}` });
  }
  return { questions, problems };
}

/** Ids repeat across lessons? Returns one problem per repeated id, naming both places. */
export function repeatedIds(questions: Question[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const q of questions) {
    const other = seen.get(q.id);
    if (other) problems.push(`question id "${q.id}" is used at ${other} and at ${q.source}`);
    else seen.set(q.id, q.source);
  }
  return problems;
}

/** The bank as `npm run quiz:export` writes it. */
export function exportBank(questions: Question[]) {
  return questions.map((q) => ({
    id: q.id,
    type: q.type,
    topic: q.topic,
    lesson: q.lesson,
    section: q.section.anchor,
    difficulty: q.difficulty,
    claims: q.claims,
    specRefs: q.spec,
    prompt: q.prompt,
    ...('options' in q
      ? {
          options: q.options.map((o, i) => ({
            id: o.id,
            text: o.text,
            // An ordering question's options are listed in the right order: each is "correct" at its place.
            correct: q.type === 'order' ? true : (o as { correct: boolean }).correct,
            ...(q.type === 'order' ? { position: i + 1 } : {}),
            explanation: o.explanation,
          })),
        }
      : {}),
    ...(q.type === 'multi' ? { select: q.select } : {}),
    ...(q.type === 'hotspot' ? { payload: q.payload } : {}),
    ...(q.type === 'short' ? { answers: q.answers, explanation: q.explanation } : {}),
    ...(q.type === 'lab' ? { task: q.task, preset: q.preset, explanation: q.explanation } : {}),
  }));
}
