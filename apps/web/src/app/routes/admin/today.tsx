import { useSearchParams } from 'react-router';
import type { TodayScope } from '@staffing/shared/today-schemas';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { useSession } from '@/features/shared/auth/api/get-session';
import { DashboardStats } from '@/features/staff/jobs/components/dashboard-stats';
import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
import { TodayScopeSwitch, TodayView } from '@/features/staff/today/components/today-view';
import styles from './today.module.css';

// /admin, the staff home, and every other /admin/* path without its own page (spec: "Back to
// Dashboard" goes to /admin/dashboard, which lands here). Today: what needs the signed-in
// person now, each item linking to where it is handled; an admin may look at everyone's. The
// spec's dashboard stays: the welcome, "Post a Job" and "View Jobs", and the site totals; its
// trends are one click away on /admin/insights, the activity log on /admin/activity.
export default function TodayPage() {
  const { data: user } = useSession();
  const [params] = useSearchParams();
  // Spec: the first name, or 'Admin' when there is none.
  const name = user?.firstName.trim() ?? '';
  const firstName = name === '' ? 'Admin' : name;
  const isAdmin = user?.role === 'admin';
  const scope: TodayScope = isAdmin && params.get('scope') === 'everyone' ? 'everyone' : 'mine';

  return (
    <>
      <PageMeta title="Today" description="What needs doing now." noIndex />
      <StaffPageHeader
        title="Today"
        lead={
          <>
            <span className={styles.welcome}>Welcome, {firstName}</span>
            {scope === 'mine'
              ? 'What needs you now, on your orders and jobs.'
              : 'What needs the agency now, on everyone’s orders and jobs.'}
          </>
        }
        actions={
          <>
            <ButtonLink to="/admin/post-job" variant="accent">
              Post a Job
            </ButtonLink>
            <ButtonLink to="/admin/all-jobs" variant="primary">
              View Jobs
            </ButtonLink>
          </>
        }
      />
      <Section>
        {isAdmin && <TodayScopeSwitch scope={scope} />}
        <TodayView scope={scope} />
      </Section>
      <Section
        tone="muted"
        title="Site totals"
        actions={
          <ul className={styles.links}>
            <li>
              <AppLink to="/admin/insights">Trends and orders by industry</AppLink>
            </li>
            {isAdmin && (
              <li>
                <AppLink to="/admin/activity">Activity log</AppLink>
              </li>
            )}
          </ul>
        }
      >
        <DashboardStats />
      </Section>
    </>
  );
}
