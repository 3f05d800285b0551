import { cx } from '@/lib/cx';
import { maxOf, percent, shareOfMax } from '../utils/chart-scale';
import { longWeekLabel, shortWeekLabel } from '../utils/week-labels';
import styles from './charts.module.css';

const HEIGHT = 208;
const PLOT_TOP = 22;
const PLOT_BOTTOM = 176;
const TICK_Y = 198;
// Each column takes this share of its slot; the rest is the gap between columns.
const COLUMN_SHARE = 0.6;

export type WeekCount = { weekStart: string; count: number };

function summaryOf(weeks: readonly WeekCount[]): string {
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const span = `the last ${weeks.length} ${weeks.length === 1 ? 'week' : 'weeks'}`;
  if (total === 0) return `Applications per week: none in ${span}.`;
  const busiest = weeks.reduce((best, week) => (week.count > best.count ? week : best));
  const current = weeks.at(-1);
  return [
    `Applications per week over ${span}: ${total} in all.`,
    `Busiest: the week of ${longWeekLabel(busiest.weekStart)}, with ${busiest.count}.`,
    current ? `This week so far: ${current.count}.` : '',
  ]
    .join(' ')
    .trim();
}

// One column per week, oldest on the left; the current week is drawn darker. Horizontal
// positions are percentages (no viewBox), so the labels stay readable at phone width.
export function WeeklyColumnChart({ weeks }: { weeks: readonly WeekCount[] }) {
  const max = maxOf(weeks.map((week) => week.count));
  const slot = weeks.length > 0 ? 1 / weeks.length : 1;
  const plotHeight = PLOT_BOTTOM - PLOT_TOP;
  return (
    <div className={styles.frame}>
      <svg
        className={styles.chart}
        role="img"
        aria-label={summaryOf(weeks)}
        width="100%"
        height={HEIGHT}
        data-chart="weeks"
      >
        <line className={styles.axis} x1="0" x2="100%" y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} />
        {weeks.map((week, index) => {
          const height = Math.round(shareOfMax(week.count, max) * plotHeight * 100) / 100;
          const centre = percent((index + 0.5) * slot);
          const isCurrent = index === weeks.length - 1;
          // Counted back from this week, so its label is one of those kept when space is short.
          const isMinorTick = (weeks.length - 1 - index) % 2 === 1;
          return (
            <g key={week.weekStart}>
              <rect
                className={cx(styles.column, isCurrent && styles.current)}
                x={percent((index + (1 - COLUMN_SHARE) / 2) * slot)}
                y={PLOT_BOTTOM - height}
                width={percent(COLUMN_SHARE * slot)}
                height={height}
                rx="2"
                data-value={week.count}
              />
              <text
                className={styles.value}
                x={centre}
                y={PLOT_BOTTOM - height - 6}
                textAnchor="middle"
              >
                {week.count}
              </text>
              <text
                className={cx(styles.tick, isMinorTick && styles.tickMinor)}
                x={centre}
                y={TICK_Y}
                textAnchor="middle"
              >
                {shortWeekLabel(week.weekStart)}
              </text>
            </g>
          );
        })}
      </svg>
      <details className={styles.tableToggle}>
        <summary>Show as table</summary>
        <table className={styles.table}>
          <caption className="visually-hidden">Applications per week</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Applications</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={week.weekStart}>
                <th scope="row">
                  <time dateTime={week.weekStart}>{longWeekLabel(week.weekStart)}</time>
                  {index === weeks.length - 1 && ' (this week)'}
                </th>
                <td>{week.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
