'use client';

import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import type { MasterySeries } from '@/lib/quiz/progress-series';
import { ChartCard } from './chart-card';
import { SERIES_COLORS, type ChartColors } from './chart-colors';
import { DASHES, dayLabel, seconds } from './format';
import { Legend } from './legend';
import { SeriesTable } from './series-table';
import { axis, UplotChart } from './uplot-chart';

const style = (i: number) => ({ color: i % SERIES_COLORS, dash: Math.floor(i / SERIES_COLORS) % DASHES.length });

/** Mastery per topic at the end of each day: one line per topic, in percent of the topic's questions. */
export function MasteryChart({ series }: { series: MasterySeries }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [series.days.map(seconds), ...series.topics.map((t) => t.percent)],
    [series],
  );
  const options = useCallback(
    (colors: ChartColors): Omit<uPlot.Options, 'width' | 'height'> => ({
      legend: { show: false },
      scales: { y: { range: [0, 100] } },
      axes: [axis(colors), axis(colors, { values: (_, ticks) => ticks.map((t) => `${t} %`), size: 60 })],
      series: [
        {},
        ...series.topics.map((t, i) => ({
          label: t.title,
          stroke: colors.series[style(i).color],
          dash: DASHES[style(i).dash],
          width: 2,
          points: { show: false },
        })),
      ],
    }),
    [series],
  );
  const last = series.days.length - 1;
  const best = [...series.topics].sort((a, b) => b.percent[last] - a.percent[last])[0];
  return (
    <ChartCard
      id="chart-mastery"
      title="Mastery per topic over time"
      summary={`Each topic's share of questions whose latest answer was right, day by day over ${series.days.length} days; today ${best.title} leads at ${best.percent[last]} %.`}
      chart={
        <>
          <UplotChart
            label={`Line chart of mastery per topic over ${series.days.length} days`}
            data={data}
            options={options}
          />
          <Legend
            items={series.topics.map((t, i) => ({
              key: t.topic,
              label: t.title,
              swatch: style(i).color + 1,
              dash: style(i).dash,
            }))}
          />
        </>
      }
      table={
        <SeriesTable
          caption="Mastery per topic at the end of each day (percent of the topic's questions)"
          columns={['Day', ...series.topics.map((t) => `${t.title} (${t.questions})`)]}
          rows={series.days.map((day, d) => ({
            key: day,
            head: dayLabel(day),
            cells: series.topics.map((t) => `${t.percent[d]} %`),
          }))}
        />
      }
    />
  );
}
