import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { useSession } from '@/features/shared/auth/api/get-session';
import { DashboardStats } from '@/features/staff/jobs/components/dashboard-stats';
import { RecentActivity } from '@/features/staff/insights/components/recent-activity';
import { StatsCharts } from '@/features/staff/insights/components/stats-charts';
import { OrderFillStats } from '@/features/staff/placements/components/order-fill-stats';
import styles from './dashboard.module.css';

// /admin and every other /admin/* path without its own page (spec: "Back to Dashboard" goes
// to /admin/dashboard, which lands here).
export default function AdminDashboardPage() {
  const { data: user } = useSession();
  // Spec: the first name, or 'Admin' when there is none.
  const name = user?.firstName.trim() ?? '';
  const firstName = name === '' ? 'Admin' : name;
  // A recruiter sees what it can use: the board, applications and the trends, not accounts,
  // failed emails or the bulk exports (the server refuses those to it too).
  const isAdmin = user?.role === 'admin';

  return (
    <>
      <PageMeta title="Admin Dashboard" description="Job listings and site statistics." />
      <PageHeader
        eyebrow="Admin"
        title="Admin Dashboard"
        lead={
          <>
            <span className={styles.welcome}>Welcome, {firstName}</span>
            {isAdmin
              ? 'Post and manage job listings, review applications and manage user accounts.'
              : 'Post and manage job listings and review applications.'}
          </>
        }
        stackActionsOnPhones
        actions={
          <>
            <ButtonLink to="/admin/post-job" variant="accent">
              Post a Job
            </ButtonLink>
            <ButtonLink to="/admin/all-jobs" variant="primary">
              View Jobs
            </ButtonLink>
            <ButtonLink to="/admin/applications" variant="secondary">
              View Applications
            </ButtonLink>
            <ButtonLink to="/admin/candidates" variant="secondary">
              Candidates
            </ButtonLink>
            <ButtonLink to="/admin/orders" variant="secondary">
              Job Orders
            </ButtonLink>
            <ButtonLink to="/admin/clients" variant="secondary">
              Clients
            </ButtonLink>
            {isAdmin && (
              <>
                <ButtonLink to="/admin/users" variant="secondary">
                  Manage Users
                </ButtonLink>
                <ButtonLink to="/admin/outbox" variant="secondary">
                  Failed Emails
                </ButtonLink>
              </>
            )}
          </>
        }
      />
      <Section aria-labelledby="dashboard-totals">
        <h2 id="dashboard-totals" className={styles.heading}>
          Site totals
        </h2>
        <DashboardStats />
      </Section>
      {/* The trends sit next to the totals they break down; the activity log (the real one,
          where the old site had a made-up list) follows. Each is its own section. */}
      <StatsCharts showExports={isAdmin} />
      <OrderFillStats />
      <RecentActivity />
    </>
  );
}
