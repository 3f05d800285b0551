import { CreateAlertForm } from '@/features/account/job-alerts/components/create-alert-form';

type JobAlertIslandProps = {
  // The page's search parameters (only the ones that are a search).
  search: Record<string, string>;
  signedIn: boolean;
  className: string;
};

// "Email me jobs like these" on /find-job: it posts JSON to the alerts API, so it needs the
// script; the page says so where scripts are off.
export default function JobAlertIsland(props: JobAlertIslandProps) {
  return <CreateAlertForm {...props} />;
}
