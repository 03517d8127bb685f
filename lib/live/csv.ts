import type { AnswerResponse } from './contract';

/** One cell: quoted, and a leading = + - @ (or tab/CR) defused with ' so a spreadsheet shows it as text. */
export function csvCell(value: string | number | boolean | null): string {
  let s = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replaceAll('"', '""')}"`;
}

export const responseText = (r: AnswerResponse): string =>
  'choice' in r ? r.choice : 'choices' in r ? r.choices.join(' ') : 'order' in r ? r.order.join(' > ') : r.text;

export function resultsCsv(
  rows: readonly {
    nickname: string;
    questionIndex: number;
    questionId: string;
    response: AnswerResponse;
    correct: boolean | null;
    points: number;
  }[],
): string {
  const header = ['nickname', 'question', 'question id', 'answer', 'correct', 'points'];
  const lines = rows.map((r) =>
    [
      r.nickname,
      r.questionIndex + 1,
      r.questionId,
      responseText(r.response),
      r.correct === null ? '' : r.correct,
      r.points,
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.map(csvCell).join(','), ...lines].join('\r\n') + '\r\n';
}
