import { useId } from 'react';
import { MESSAGES } from '@staffing/shared/messages';
import { ReauthenticatedDownload } from '@/components/reauthentication';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { EXPORT_APPLICATIONS_URL, EXPORT_USERS_URL } from '../api/export-urls';
import { useAdminStats } from '../api/get-admin-stats';
import { IndustryBarChart } from './industry-bar-chart';
import { WeeklyColumnChart } from './weekly-column-chart';
import styles from './stats-charts.module.css';

function ExportLinks() {
  const headingId = useId();
  return (
    <div className={styles.export} role="group" aria-labelledby={headingId}>
      <div>
        <h3 id={headingId} className={styles.exportHeading}>
          Export
        </h3>
        <p className={styles.exportText}>
          Every application and every account as a spreadsheet file (CSV).
        </p>
      </div>
      <div className={styles.exportLinks}>
        {/* Plain links (the same-origin download carries the session cookie) that ask for
            the password first when the last one is more than ten minutes old. */}
        <ReauthenticatedDownload
          href={EXPORT_APPLICATIONS_URL}
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          Download applications (CSV)
        </ReauthenticatedDownload>
        <ReauthenticatedDownload
          href={EXPORT_USERS_URL}
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          Download users (CSV)
        </ReauthenticatedDownload>
      </div>
    </div>
  );
}

// The dashboard's trends: open jobs by industry and applications per week as small SVG
// charts (each with a table of the same numbers), and, for admins, the CSV exports.
export function StatsCharts({ showExports = true }: { showExports?: boolean }) {
  const headingId = useId();
  const industriesId = useId();
  const weeksId = useId();
  const stats = useAdminStats();

  let charts;
  if (stats.isPending) {
    charts = (
      <EmptyState role="status">
        <p>{MESSAGES.loading}</p>
      </EmptyState>
    );
  } else if (stats.isError) {
    charts = (
      <EmptyState tone="error" onRetry={() => void stats.refetch()}>
        <p>The charts could not be loaded. {stats.error.message}</p>
      </EmptyState>
    );
  } else {
    charts = (
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby={industriesId}>
          <h3 id={industriesId} className={styles.cardHeading}>
            Open jobs by industry
          </h3>
          <p className={styles.cardText}>Jobs on the board that are open for applications.</p>
          <IndustryBarChart byIndustry={stats.data.openJobsByIndustry} />
        </section>
        <section className={styles.card} aria-labelledby={weeksId}>
          <h3 id={weeksId} className={styles.cardHeading}>
            Applications per week
          </h3>
          <p className={styles.cardText}>
            The last {stats.data.applicationsPerWeek.length} weeks, each from Monday; the dark
            column is this week.
          </p>
          <WeeklyColumnChart weeks={stats.data.applicationsPerWeek} />
        </section>
      </div>
    );
  }

  return (
    <Section tone="muted" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Trends
      </h2>
      {charts}
      {showExports && <ExportLinks />}
    </Section>
  );
}
