import { useSearchParams } from 'react-router';
import { MESSAGES } from '@staffing/shared/messages';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetLinkProblem } from '@/features/auth/components/reset-password-form';
import { Island } from '../island';
import ResetPasswordIsland from '../islands/reset-password';
import { ScriptRequired } from '../script-required';

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
          <>
            <ScriptRequired>
              This form needs JavaScript. Turn it on in your browser to set a new password.
            </ScriptRequired>
            <Island name="reset-password" component={ResetPasswordIsland} props={{ token }} />
          </>
        ) : (
          <ResetLinkProblem message={MESSAGES.resetLinkInvalid} />
        )}
      </AuthLayout>
    </>
  );
}
