import type { AuthoredQuestion } from './schema';
import { startOrder } from './shuffle';

/** What a learner gave, by question type. A lab task's answer is the grader's verdict on the lab's trace. */
export type Answer =
  { choice: string } | { choices: string[] } | { order: string[] } | { text: string } | { labDone: boolean };

/**
 * Short answers compare after normalizing what does not matter: case, surrounding and repeated spaces,
 * surrounding quotes or backticks, a trailing full stop, and a leading "+" or spaces inside a number.
 */
export function normalizeShort(text: string): string {
  let t = text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  t = t.replace(/[.。]$/, '').trim();
  for (let i = 0; i < 3; i++) t = t.replace(/^(["'`‘’“”])(.*)(["'`‘’“”])$/, '$2').trim();
  t = t.replace(/[−–]/g, '-');
  if (/^[-+]?\s*\d+$/.test(t)) t = String(Number(t.replace(/\s+/g, '')));
  return t;
}

export function isCorrect(question: AuthoredQuestion, answer: Answer): boolean {
  switch (question.type) {
    case 'single':
    case 'truefalse':
    case 'hotspot':
      return 'choice' in answer && question.options.some((o) => o.correct && o.id === answer.choice);
    case 'multi': {
      if (!('choices' in answer)) return false;
      const right = new Set(question.options.filter((o) => o.correct).map((o) => o.id));
      const picked = new Set(answer.choices);
      return picked.size === right.size && [...picked].every((id) => right.has(id));
    }
    case 'order':
      return 'order' in answer && answer.order.join('\n') === question.options.map((o) => o.id).join('\n');
    case 'short':
      return 'text' in answer && question.answers.some((a) => normalizeShort(a) === normalizeShort(answer.text));
    case 'lab':
      return 'labDone' in answer && answer.labDone;
  }
}

/** Is there anything to submit yet? (Nothing picked, an empty text, a multi with too few picks: not yet.) */
export function isComplete(question: AuthoredQuestion, answer: Answer | undefined): boolean {
  if (!answer) return false;
  if (question.type === 'multi') return 'choices' in answer && answer.choices.length === question.select;
  if (question.type === 'short') return 'text' in answer && answer.text.trim().length > 0;
  return true;
}

/** What counts as the answer before the learner touches anything: an ordering question's first order. */
export function defaultAnswer(question: AuthoredQuestion): Answer | undefined {
  return question.type === 'order' ? { order: startOrder(question.options.map((o) => o.id)) } : undefined;
}
