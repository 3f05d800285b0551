import { ResetPasswordForm } from '@/features/shared/auth/components/reset-password-form';

// The emailed link's token travels with the form, which sends it with the new password.
export default function ResetPasswordIsland({ token }: { token: string }) {
  return <ResetPasswordForm token={token} />;
}
