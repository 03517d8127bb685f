'use client';

import { useCallback, useMemo } from 'react';
import uPlot from 'uplot';
import type { DueSeries } from '@/lib/quiz/progress-series';
import { ChartCard } from './chart-card';
import type { ChartColors } from './chart-colors';
import { dayLabel, seconds } from './format';
import { SeriesTable } from './series-table';
import { axis, UplotChart } from './uplot-chart';

/** Reviews falling due on each of the next 14 days, as bars; the first bar holds the overdue too. */
export function DueChart({ series }: { series: DueSeries }) {
  const data = useMemo<uPlot.AlignedData>(() => [series.days.map(seconds), series.due], [series]);
  const options = useCallback(
    (colors: ChartColors): Omit<uPlot.Options, 'width' | 'height'> => ({
      legend: { show: false },
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      axes: [axis(colors), axis(colors, { size: 60 })],
      series: [
        {},
        {
          label: 'Reviews due',
          stroke: colors.accent,
          fill: colors.accent,
          paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
          points: { show: false },
        },
      ],
    }),
    [],
  );
  const total = series.due.reduce((n, x) => n + x, 0);
  return (
    <ChartCard
      id="chart-due"
      title="Reviews due over the next 14 days"
      summary={`${total} reviews fall due in the next 14 days, ${series.due[0]} of them today (overdue ones included).`}
      chart={<UplotChart label="Bar chart of reviews due on each of the next 14 days" data={data} options={options} />}
      table={
        <SeriesTable
          caption="Reviews due on each of the next 14 days (today includes the overdue)"
          columns={['Day', 'Reviews due']}
          rows={series.days.map((day, i) => ({
            key: day,
            head: i === 0 ? `${dayLabel(day)} (today)` : dayLabel(day),
            cells: [series.due[i]],
          }))}
        />
      }
    />
  );
}
