import type { StudyDay } from '@/lib/quiz/progress-series';
import { ChartCard } from './chart-card';
import { dayLabel } from './format';
import { SeriesTable } from './series-table';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** 0 for no answers, then 1–4 by how many (the shades are classes: no inline style). */
const level = (n: number) => (n === 0 ? 0 : n < 10 ? 1 : n < 20 ? 2 : n < 30 ? 3 : 4);

/** Days studied as a calendar grid: a column per week, Monday at the top, darker for more answers. */
export function StudyCalendar({ days }: { days: StudyDay[] }) {
  const studied = days.filter((d) => d.answers > 0).length;
  const answers = days.reduce((n, d) => n + d.answers, 0);
  const summary = `You studied on ${studied} of the last ${days.length} days (${answers} answers).`;
  return (
    <ChartCard
      id="chart-calendar"
      title="Days studied"
      summary={summary}
      chart={
        <div className="pc-calendar">
          <div className="pc-calendar__weekdays" aria-hidden="true">
            {WEEKDAYS.map((d) => (
              <span key={d}>{d}</span>
            ))}
          </div>
          <div className="pc-calendar__grid" role="img" aria-label={summary}>
            {days.map((d) => (
              <span
                key={d.day}
                className={`pc-day pc-day--${level(d.answers)}`}
                title={`${dayLabel(d.day)}: ${d.answers}`}
              />
            ))}
          </div>
        </div>
      }
      table={
        <SeriesTable
          caption="Answers per day"
          columns={['Day', 'Answers']}
          rows={days.map((d) => ({ key: d.day, head: dayLabel(d.day), cells: [d.answers] }))}
        />
      }
    />
  );
}
