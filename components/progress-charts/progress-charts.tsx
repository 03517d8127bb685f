'use client';

import { useMemo, useState } from 'react';
import { useProgress } from '@/components/progress/use-progress';
import type { Blueprint } from '@/lib/quiz/blueprint';
import { examScores, masteryOverTime, reviewsDue, studyCalendar } from '@/lib/quiz/progress-series';
import { DueChart } from './due-chart';
import { ExamChart } from './exam-chart';
import { MasteryChart } from './mastery-chart';
import { StudyCalendar } from './study-calendar';
import './progress-charts.css';

interface Props {
  blueprint: Blueprint;
  questions: { id: string; topic: string; type: string }[];
}

/** Progress at a glance: four charts of the saved progress, each with a table of the same numbers. */
export function ProgressCharts({ blueprint, questions }: Props) {
  const attempts = useProgress((s) => s.attempts);
  const history = useProgress((s) => s.examHistory);
  const [now] = useState(Date.now);
  const mastery = useMemo(
    () => masteryOverTime(blueprint, questions, attempts, now),
    [blueprint, questions, attempts, now],
  );
  const due = useMemo(
    () =>
      reviewsDue(
        questions.filter((q) => q.type !== 'lab').map((q) => q.id),
        attempts,
        now,
      ),
    [questions, attempts, now],
  );
  const exams = useMemo(() => examScores(history, blueprint.exam.passPercent), [history, blueprint]);
  const calendar = useMemo(() => studyCalendar(attempts, now), [attempts, now]);
  const empty = mastery.days.length === 0 && exams.length === 0;
  return (
    <section aria-labelledby="charts-heading" className="dash-card pc-charts">
      <h2 id="charts-heading">Progress at a glance</h2>
      {empty ? (
        <p>
          Nothing to chart yet: answer a few questions in <a href="/quiz">practice</a> or a lesson, and your mastery,
          reviews ahead and days studied appear here.
        </p>
      ) : (
        <div className="pc-grid">
          {mastery.days.length > 0 && <MasteryChart series={mastery} />}
          <DueChart series={due} />
          <ExamChart points={exams} passPercent={blueprint.exam.passPercent} />
          <StudyCalendar days={calendar} />
        </div>
      )}
    </section>
  );
}
