import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { useSession } from '@/features/shared/auth/api/get-session';
import { DashboardStats } from '@/features/staff/jobs/components/dashboard-stats';
import { StatsCharts } from '@/features/staff/insights/components/stats-charts';
import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
import { OrderFillStats } from '@/features/staff/placements/components/order-fill-stats';

// /admin/insights: the dashboard's trends, one click from Today: the site totals, open jobs by
// industry and applications per week (with the CSV exports for admins), and job orders by
// industry.
export default function AdminInsightsPage() {
  const { data: user } = useSession();
  return (
    <>
      <PageMeta title="Insights" description="Site totals and trends." noIndex />
      <StaffPageHeader
        title="Insights"
        breadcrumbs={[
          { label: 'Today', to: '/admin' },
          { label: 'Insights', to: '/admin/insights' },
        ]}
        lead="The site’s totals, open jobs and applications over time, and how job orders fill in each industry."
      />
      <Section title="Site totals">
        <DashboardStats />
      </Section>
      <StatsCharts showExports={user?.role === 'admin'} />
      <OrderFillStats />
    </>
  );
}
