'use client';

import type { ExamRecord } from '@/lib/progress/exam-slice';
import { defaultAnswer, isCorrect } from '@/lib/quiz/grade';
import type { Question } from '@/lib/quiz/schema';
import { seededShuffle } from '@/lib/quiz/shuffle';
import { InlineCode } from './inline-code';
import { Explanations } from './explanations';

/** A finished exam: the score, topics weakest first, and every answer with its explanations. */
export function ExamResult({
  record,
  questions,
  onNew,
}: {
  record: ExamRecord;
  questions: Map<string, Question>;
  onNew: () => void;
}) {
  const pct = (a: number, b: number) => Math.round((100 * a) / b);
  return (
    <>
      <h1>Exam result</h1>
      <p className="exam-score" role="status">
        {record.correct} of {record.total} right ({pct(record.correct, record.total)} %)
        {record.timedOut ? ' — submitted when the time ran out' : ''}
      </p>
      <section aria-labelledby="exam-topics">
        <h2 id="exam-topics">By topic, weakest first</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Topic</th>
              <th scope="col">Right</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {record.byTopic.map((t) => (
              <tr key={t.topic}>
                <td>{t.topic}</td>
                <td>
                  {t.correct} of {t.total}
                </td>
                <td>{pct(t.correct, t.total)} %</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="exam-answers">
        <h2 id="exam-answers">Your answers</h2>
        <ol className="exam-answers">
          {record.questionIds.map((id, i) => {
            const q = questions.get(id);
            if (!q) return <li key={id}>Question {i + 1} is no longer in the bank.</li>;
            const given = record.answers[id];
            const answer = given ?? defaultAnswer(q);
            const right = answer !== undefined && isCorrect(q, answer);
            const options =
              'options' in q
                ? seededShuffle(q.options as { id: string; text: string; explanation: string }[], q.id)
                : [];
            const chosen = (o: string) =>
              !!given &&
              (('choice' in given && given.choice === o) || ('choices' in given && given.choices.includes(o)));
            return (
              <li key={id}>
                <details>
                  <summary>
                    Question {i + 1}: {right ? '✓ right' : given ? '✗ wrong' : '✗ not answered'} —{' '}
                    <InlineCode text={q.prompt} />
                  </summary>
                  {given && 'text' in given ? <p>Your answer: {given.text}</p> : null}
                  <Explanations question={q} options={options} chosen={chosen} />
                </details>
              </li>
            );
          })}
        </ol>
      </section>
      <button type="button" className="button button--primary" onClick={onNew}>
        Back to the exam setup
      </button>
    </>
  );
}
