import { MAX_CLASS_QUESTIONS } from '@/lib/live/contract';
import { count, parseSetSearch } from '@/lib/quiz/quiz-set';
import type { Question } from '@/lib/quiz/schema';

/** A predict-then-run question as the host's setup needs it (lib/live/predictions.ts has the whole thing). */
export interface PredictSummary {
  id: string;
  lesson: string;
  prompt: string;
}

export interface PlanItem {
  id: string;
  prompt: string;
  /** The bank's type, or "predict" for a question the lab's wire decides. */
  kind: Question['type'] | 'predict';
}

export type ClassPlan = { ok: true; title: string; items: PlanItem[]; notes: string[] } | { ok: false; reason: string };

/**
 * What a new class will ask, from the host page's address: `?set=…&title=…` (a shareable set's link, which
 * may also carry predict ids) or `?lesson=slug` (the lesson's questions, then its predict questions). Lab tasks
 * stay personal, so they are left out with a note. `null` when the address names neither.
 */
export function planClass(
  search: string,
  bank: readonly Question[],
  predictions: readonly PredictSummary[],
  lessonTitles: Readonly<Record<string, string>>,
): ClassPlan | null {
  const params = new URLSearchParams(search);
  const lesson = params.get('lesson');
  const parsed = parseSetSearch(search);
  if (parsed && !parsed.ok) return parsed;
  const byId = new Map(bank.map((q) => [q.id, q]));
  const predictById = new Map(predictions.map((p) => [p.id, p]));

  let title: string;
  let chosen: (Question | PredictSummary)[];
  const notes: string[] = parsed?.notes.slice() ?? [];
  if (parsed) {
    title = parsed.set.title || 'Live class';
    chosen = [];
    let missing = 0;
    for (const id of parsed.set.ids) {
      const found = predictById.get(id) ?? byId.get(id);
      if (found) chosen.push(found);
      else missing++;
    }
    if (missing)
      notes.push(
        `${count(missing, 'question')} in this link ${missing === 1 ? 'is' : 'are'} not in the bank and left out.`,
      );
  } else if (lesson) {
    if (!(lesson in lessonTitles)) return { ok: false, reason: `There is no lesson “${lesson}”.` };
    title = `Lesson: ${lessonTitles[lesson]}`;
    chosen = [...bank.filter((q) => q.lesson === lesson), ...predictions.filter((p) => p.lesson === lesson)];
  } else return null;

  const labs = chosen.filter((q) => 'type' in q && q.type === 'lab').length;
  if (labs)
    notes.push(
      `${count(labs, 'lab task')} left out: lab tasks are done in each learner's own lab, so they stay in practice.`,
    );
  const items = chosen
    .filter((q) => !('type' in q) || q.type !== 'lab')
    .map((q): PlanItem => ({ id: q.id, prompt: q.prompt, kind: 'type' in q ? q.type : 'predict' }));
  if (items.length > MAX_CLASS_QUESTIONS)
    notes.push(`A class asks at most ${MAX_CLASS_QUESTIONS} questions; the first ${MAX_CLASS_QUESTIONS} are kept.`);
  if (items.length === 0) return { ok: false, reason: 'None of these questions can be asked in a live class.' };
  return { ok: true, title, items: items.slice(0, MAX_CLASS_QUESTIONS), notes };
}
