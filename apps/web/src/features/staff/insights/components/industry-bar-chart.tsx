import { INDUSTRIES, INDUSTRY_LABELS } from '@staffing/shared/constants';
import { maxOf, percent, shareOfMax } from '../utils/chart-scale';
import styles from './charts.module.css';

const ROW_HEIGHT = 46;
const LABEL_Y = 16;
const BAR_Y = 24;
const BAR_HEIGHT = 14;
// The longest bar stops short of the edge, leaving room for its figure.
const BAR_SPAN = 0.86;

export type IndustryCount = { industry: string; label: string; count: number };

export function industryCounts(byIndustry: Readonly<Record<string, number>>): IndustryCount[] {
  return INDUSTRIES.map((industry) => ({
    industry,
    label: INDUSTRY_LABELS[industry],
    count: byIndustry[industry] ?? 0,
  }));
}

function summaryOf(rows: readonly IndustryCount[]): string {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const parts = rows.map((row) => `${row.label} ${row.count}`).join(', ');
  return `Open jobs by industry: ${parts}. ${total} open ${total === 1 ? 'job' : 'jobs'} in all.`;
}

// Horizontal bars, one per industry. The SVG has no viewBox: lengths along the bar are
// percentages and everything else is in pixels, so the text keeps its size at every width.
export function IndustryBarChart({ byIndustry }: { byIndustry: Readonly<Record<string, number>> }) {
  const rows = industryCounts(byIndustry);
  const max = maxOf(rows.map((row) => row.count));
  return (
    <>
      <svg
        className={styles.chart}
        role="img"
        aria-label={summaryOf(rows)}
        width="100%"
        height={rows.length * ROW_HEIGHT}
        data-chart="industries"
      >
        {rows.map((row, index) => {
          const top = index * ROW_HEIGHT;
          const width = percent(shareOfMax(row.count, max) * BAR_SPAN);
          return (
            <g key={row.industry}>
              <text className={styles.label} x="0" y={top + LABEL_Y}>
                {row.label}
              </text>
              <rect
                className={styles.track}
                x="0"
                y={top + BAR_Y}
                width={percent(BAR_SPAN)}
                height={BAR_HEIGHT}
                rx="3"
              />
              <rect
                className={styles.barHorizontal}
                x="0"
                y={top + BAR_Y}
                width={width}
                height={BAR_HEIGHT}
                rx="3"
                data-value={row.count}
              />
              <text className={styles.value} x={width} dx="8" y={top + BAR_Y + BAR_HEIGHT - 2}>
                {row.count}
              </text>
            </g>
          );
        })}
      </svg>
      <details className={styles.tableToggle}>
        <summary>Show as table</summary>
        <table className={styles.table}>
          <caption className="visually-hidden">Open jobs by industry</caption>
          <thead>
            <tr>
              <th scope="col">Industry</th>
              <th scope="col">Open jobs</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.industry}>
                <th scope="row">{row.label}</th>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
