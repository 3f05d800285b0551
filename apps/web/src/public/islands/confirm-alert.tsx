import { ConfirmAlertView } from '@/features/job-alerts/components/alert-link-views';

export default function ConfirmAlertIsland({ token }: { token: string }) {
  return <ConfirmAlertView token={token} />;
}
