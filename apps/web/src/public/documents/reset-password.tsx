import { useSearchParams } from 'react-router';
import { MESSAGES } from '@staffing/shared/messages';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import {
  ResetLinkProblem,
  ResetPasswordForm,
} from '@/features/auth/components/reset-password-form';

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  return (
    <>
      <PageMeta
        title="Reset Password"
        description="Choose a new password for your account."
        noIndex
      />
      <PageHeader title="Reset Password" lead="Choose a new password for your account." />
      <AuthLayout>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <ResetLinkProblem message={MESSAGES.resetLinkInvalid} />
        )}
      </AuthLayout>
    </>
  );
}
