import { useId } from 'react';
import { INDUSTRY_LABELS } from '@staffing/shared/constants';
import type { OrderIndustryStats } from '@staffing/shared/placement-schemas';
import { QueryStates } from '@/components/ui/query-states';
import { Section } from '@/components/ui/section';
import { useOrderIndustryStats } from '../api/placements';
import styles from './placements.module.css';

const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);
const days = (value: number | null) => (value === null ? '–' : `${value} d`);

export function OrderFillTable({ rows }: { rows: readonly OrderIndustryStats[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Industry</th>
          <th scope="col">Open orders</th>
          <th scope="col">Filled this month</th>
          <th scope="col">Fill rate</th>
          <th scope="col">Median days to first placement</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.industry}>
            <th scope="row">{INDUSTRY_LABELS[row.industry]}</th>
            <td>{row.openOrders}</td>
            <td>{row.filledThisMonth}</td>
            <td>{percent(row.fillRate)}</td>
            <td>{days(row.medianDaysToFirstPlacement)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// The dashboard's job-order figures per industry: what is open, what was filled this month,
// the share of ended orders that were filled, and how long the first placement takes.
export function OrderFillStats() {
  const headingId = useId();
  const stats = useOrderIndustryStats();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Job orders by industry</h2>
      <QueryStates
        query={stats}
        errorTitle="We could not load the order figures"
        loading={<p className={styles.muted}>Loading…</p>}
      >
        {(rows) => <OrderFillTable rows={rows} />}
      </QueryStates>
    </Section>
  );
}
