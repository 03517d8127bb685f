import { readContentFile } from '../content/content-file';
import type { BuiltContent } from '../content/types';
import { scenario as findScenario } from '../mcp/scenarios/catalog';
import type { Question } from '../quiz/schema';
import { startOrder, seededShuffle } from '../quiz/shuffle';
import type { AnswerResponse, PublicQuestion, Reveal, TraceMessage } from './contract';
import { prediction, type Prediction } from './predictions';
import { histogram, type Gradable } from './scoring';

/** A class question: from the bank (.content/content.json) or a predict-then-run question. */
export type LiveQuestion = { kind: 'bank'; question: Question } | { kind: 'predict'; prediction: Prediction };

type Content = Pick<BuiltContent, 'questions' | 'lessons'>;
let content: Content | undefined;
let bank: Map<string, Question> | undefined;
const current = () => (content ??= readContentFile());
const bankById = () => (bank ??= new Map(current().questions.map((q) => [q.id, q])));

/** Tests hand in content compiled by the build's own pipeline (the app reads .content/content.json). */
export function provideContent(c: Content): void {
  content = c;
  bank = undefined;
}

export type Resolved = { ok: true; questions: LiveQuestion[] } | { ok: false; error: string };

/** The class's questions by id; unknown ids and lab tasks (they need each learner's own lab) are refused. */
export function resolveQuestions(ids: readonly string[]): Resolved {
  const questions: LiveQuestion[] = [];
  const unknown: string[] = [];
  const lab: string[] = [];
  for (const id of ids) {
    const p = prediction(id);
    const q = bankById().get(id);
    if (p) questions.push({ kind: 'predict', prediction: p });
    else if (!q) unknown.push(id);
    else if (q.type === 'lab') lab.push(id);
    else questions.push({ kind: 'bank', question: q });
  }
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (repeated.length)
    return { ok: false, error: `Each question can be asked once: ${[...new Set(repeated)].join(', ')}.` };
  if (lab.length) return { ok: false, error: `Lab tasks cannot be asked in a live class: ${lab.join(', ')}.` };
  if (unknown.length) return { ok: false, error: `Unknown question ids: ${unknown.join(', ')}.` };
  return { ok: true, questions };
}

export const questionId = (q: LiveQuestion) => (q.kind === 'bank' ? q.question.id : q.prediction.id);

export const gradable = (q: LiveQuestion): Gradable =>
  q.kind === 'bank'
    ? { kind: 'bank', question: q.question }
    : { kind: 'predict', optionIds: q.prediction.options.map((o) => o.id) };

function lessonOf(slug: string) {
  const lesson = current().lessons.find((l) => l.slug === slug);
  return lesson ? { slug, title: lesson.title, href: `/lessons/${slug}` } : undefined;
}

/** The option ids in the order learners see them (seeded by the question id, as in the quiz). */
function shownOptionIds(q: LiveQuestion): string[] {
  if (q.kind === 'predict') return q.prediction.options.map((o) => o.id);
  const ids = 'options' in q.question ? q.question.options.map((o) => o.id) : [];
  if (q.question.type === 'order') return startOrder(ids);
  if (q.question.type === 'truefalse') return ids;
  return seededShuffle(ids, q.question.id);
}

/** What everyone may see while the question is open: no correct flags, no explanations. */
export function publicQuestion(q: LiveQuestion): PublicQuestion {
  if (q.kind === 'predict') {
    const p = q.prediction;
    return {
      id: p.id,
      type: 'single',
      prompt: p.prompt,
      options: p.options.map(({ id, text }) => ({ id, text })),
      lesson: lessonOf(p.lesson),
      predict: { scenario: p.scenario, step: p.step, title: findScenario(p.scenario).title },
    };
  }
  const b = q.question;
  const text = new Map('options' in b ? b.options.map((o) => [o.id, o.text]) : []);
  const lesson = lessonOf(b.lesson);
  return {
    id: b.id,
    type: b.type as PublicQuestion['type'],
    prompt: b.prompt,
    ...('options' in b ? { options: shownOptionIds(q).map((id) => ({ id, text: text.get(id)! })) } : {}),
    ...(b.type === 'multi' ? { select: b.select } : {}),
    ...(b.type === 'hotspot' ? { payload: b.payload } : {}),
    ...(lesson ? { lesson: { ...lesson, href: `${lesson.href}#${b.section.anchor}` } } : {}),
  };
}

/** The right answer(s), per the contract: option ids, the right order, or the accepted short answers. */
function correctOf(q: LiveQuestion, decided: string | undefined): string[] {
  if (q.kind === 'predict') return decided ? [decided] : [];
  const b = q.question;
  if (b.type === 'short') return b.answers;
  if (b.type === 'order') return b.options.map((o) => o.id);
  if ('options' in b) return b.options.filter((o) => 'correct' in o && o.correct).map((o) => o.id);
  return [];
}

export function buildReveal(
  q: LiveQuestion,
  index: number,
  responses: readonly AnswerResponse[],
  learners: number,
  decided?: { option: string; wire: TraceMessage[] },
): Reveal {
  const correct = correctOf(q, decided?.option);
  const explanations =
    q.kind === 'predict'
      ? q.prediction.options.map((o) => ({ id: o.id, text: o.explanation, correct: o.id === decided?.option }))
      : q.question.type === 'short'
        ? [{ id: 'answer', text: q.question.explanation, correct: true }]
        : 'options' in q.question
          ? q.question.options.map((o) => ({ id: o.id, text: o.explanation, correct: correct.includes(o.id) }))
          : [];
  const pub = publicQuestion(q);
  return {
    index,
    questionId: questionId(q),
    correct,
    explanations,
    histogram: histogram(
      responses,
      q.kind === 'bank' && q.question.type === 'order' ? [] : (pub.options ?? []).map((o) => o.id),
    ),
    answered: responses.length,
    learners,
    ...(pub.lesson ? { lessonHref: pub.lesson.href } : {}),
    ...(decided ? { wire: decided.wire } : {}),
  };
}
