import { ConfirmAlertView } from '@/features/account/job-alerts/components/alert-link-views';

export default function ConfirmAlertIsland({ token }: { token: string }) {
  return <ConfirmAlertView token={token} />;
}
