import { VerifyEmailView } from '@/features/account/my-account/components/verify-email-view';

// Sends the emailed token as it hydrates and shows the outcome.
export default function VerifyEmailIsland({
  token,
  signedIn,
}: {
  token: string;
  signedIn: boolean;
}) {
  return <VerifyEmailView token={token} signedIn={signedIn} />;
}
