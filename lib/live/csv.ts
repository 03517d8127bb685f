import type { AnswerResponse } from './contract';

/** One cell: quoted, and a leading = + - @ (or tab/CR) defused with ' so a spreadsheet shows it as text. */
export function csvCell(value: string | number | boolean | null): string {
  let s = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replaceAll('"', '""')}"`;
}

export const responseText = (r: AnswerResponse): string =>
  'choice' in r ? r.choice : 'choices' in r ? r.choices.join(' ') : 'order' in r ? r.order.join(' > ') : r.text;

/**
 * One row per learner × question (learners by nickname, questions in class order). A question a learner
 * did not answer has an empty answer and no points; `correct` stays empty until the reveal grades it.
 */
export function resultsCsv(
  learners: readonly { id: string; nickname: string }[],
  questionIds: readonly string[],
  answers: readonly {
    learnerId: string;
    questionIndex: number;
    response: AnswerResponse;
    correct: boolean | null;
    points: number;
  }[],
): string {
  const byKey = new Map(answers.map((a) => [`${a.learnerId}:${a.questionIndex}`, a]));
  const header = ['nickname', 'question', 'question id', 'answer', 'correct', 'points'];
  const lines = [...learners]
    .sort((a, b) => a.nickname.localeCompare(b.nickname))
    .flatMap((l) =>
      questionIds.map((questionId, index) => {
        const a = byKey.get(`${l.id}:${index}`);
        const correct = a ? (a.correct === null ? '' : a.correct) : false;
        return [l.nickname, index + 1, questionId, a ? responseText(a.response) : '', correct, a?.points ?? 0]
          .map(csvCell)
          .join(',');
      }),
    );
  return [header.map(csvCell).join(','), ...lines].join('\r\n') + '\r\n';
}
