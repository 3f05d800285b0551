import { MESSAGES } from '@staffing/shared/messages';
import { EmptyState } from '@/components/ui/empty-state';
import { useDashboardStats } from '../api/get-dashboard-stats';
import styles from './dashboard-stats.module.css';

const figure = new Intl.NumberFormat('en-US');

// Spec: the dashboard's stats (totalJobs, totalApplications, totalUsers) as labelled figures.
export function DashboardStats() {
  const stats = useDashboardStats();

  if (stats.isPending) {
    return (
      <p className={styles.state} role="status">
        {MESSAGES.loading}
      </p>
    );
  }

  if (stats.isError) {
    return (
      <EmptyState tone="error" onRetry={() => void stats.refetch()}>
        <p>The totals could not be loaded. {stats.error.message}</p>
      </EmptyState>
    );
  }

  const items = [
    { label: 'Total jobs', value: stats.data.totalJobs },
    { label: 'Total applications', value: stats.data.totalApplications },
    { label: 'Total users', value: stats.data.totalUsers },
  ];

  return (
    <dl className={styles.stats}>
      {items.map((item) => (
        <div key={item.label} className={styles.stat}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{figure.format(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
