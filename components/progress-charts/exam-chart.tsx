'use client';

import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import type { ExamPoint } from '@/lib/quiz/progress-series';
import { ChartCard } from './chart-card';
import type { ChartColors } from './chart-colors';
import { dayLabel, seconds } from './format';
import { Legend } from './legend';
import { SeriesTable } from './series-table';
import { axis, UplotChart } from './uplot-chart';

// The pass line is this app's own (content/blueprint.yaml exam.passPercent): the exam publishes none we can cite.
const PASS_LABEL = "pass line (this app's, not the exam's)";

/** Each exam simulation's score over time, against the app's pass line. */
export function ExamChart({ points, passPercent }: { points: ExamPoint[]; passPercent?: number }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [points.map((p) => seconds(p.at)), points.map((p) => p.percent), points.map(() => passPercent ?? null)],
    [points, passPercent],
  );
  const options = useCallback(
    (colors: ChartColors): Omit<uPlot.Options, 'width' | 'height'> => ({
      legend: { show: false },
      scales: { y: { range: [0, 100] } },
      axes: [axis(colors), axis(colors, { values: (_, ticks) => ticks.map((t) => `${t} %`), size: 60 })],
      series: [
        {},
        { label: 'Score', stroke: colors.accent, width: 2, points: { size: 8, fill: colors.accent } },
        { label: PASS_LABEL, stroke: colors.bad, width: 2, dash: [6, 4], points: { show: false } },
      ],
    }),
    [],
  );
  if (points.length === 0)
    return (
      <section aria-labelledby="chart-exams" className="pc-card">
        <h3 id="chart-exams">Exam scores over time</h3>
        <p>
          Nothing to draw yet: each <a href="/quiz/exam">exam simulation</a> you finish adds its score here.
        </p>
      </section>
    );
  const last = points[points.length - 1];
  const line = passPercent === undefined ? '' : ` against ${PASS_LABEL} at ${passPercent} %`;
  return (
    <ChartCard
      id="chart-exams"
      title="Exam scores over time"
      summary={`${points.length} exams${line}; the latest scored ${last.percent} %.`}
      chart={
        <>
          <UplotChart label={`Line chart of ${points.length} exam scores${line}`} data={data} options={options} />
          <Legend
            items={[
              { key: 'score', label: 'Score', swatch: 'accent' },
              ...(passPercent === undefined ? [] : [{ key: 'pass', label: PASS_LABEL, swatch: 'bad', dash: 1 }]),
            ]}
          />
        </>
      }
      table={
        <SeriesTable
          caption={`Exam scores${passPercent === undefined ? '' : ` (${PASS_LABEL}: ${passPercent} %)`}`}
          columns={['Exam', 'Score', 'Right', 'Passed']}
          rows={points.map((p, i) => ({
            key: p.at,
            head: `${i + 1}: ${dayLabel(p.at)}`,
            cells: [`${p.percent} %`, `${p.correct} of ${p.total}`, p.passed === null ? '—' : p.passed ? 'yes' : 'no'],
          }))}
        />
      }
    />
  );
}
