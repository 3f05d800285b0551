import { useId } from 'react';
import { INDUSTRY_LABELS } from '@staffing/shared/constants';
import type { OrderIndustryStats } from '@staffing/shared/placement-schemas';
import { DataTable } from '@/components/ui/data-table';
import { QueryStates } from '@/components/ui/query-states';
import { Section } from '@/components/ui/section';
import { useOrderIndustryStats } from '../api/placements';
import styles from './placements.module.css';

const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);
const days = (value: number | null) => (value === null ? '–' : `${value} d`);

// A DataTable, so on a phone each industry is a card of its figures, no wider than the screen.
export function OrderFillTable({ rows }: { rows: readonly OrderIndustryStats[] }) {
  return (
    <DataTable<OrderIndustryStats>
      caption="Job orders by industry"
      captionHidden
      rows={rows}
      rowKey={(row) => row.industry}
      columns={[
        {
          key: 'industry',
          header: 'Industry',
          rowHeader: true,
          stacked: 'heading',
          cell: (row) => INDUSTRY_LABELS[row.industry],
        },
        { key: 'open', header: 'Open orders', cell: (row) => row.openOrders },
        { key: 'filled', header: 'Filled this month', cell: (row) => row.filledThisMonth },
        { key: 'rate', header: 'Fill rate', cell: (row) => percent(row.fillRate) },
        {
          key: 'median',
          header: 'Median days to first placement',
          cell: (row) => days(row.medianDaysToFirstPlacement),
        },
      ]}
    />
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
