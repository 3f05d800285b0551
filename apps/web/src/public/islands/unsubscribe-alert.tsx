import { UnsubscribeView } from '@/features/account/job-alerts/components/alert-link-views';

export default function UnsubscribeAlertIsland({ token }: { token: string }) {
  return <UnsubscribeView token={token} />;
}
