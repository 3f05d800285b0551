import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { AuthLayout } from '@/features/shared/auth/components/auth-layout';
import { Island } from '../island';
import ForgotPasswordIsland from '../islands/forgot-password';
import { ScriptRequired } from '../script-required';

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Forgot Password`} description={t`Reset your password by email.`} />
      <PageHeader
        title={t`Forgot Password`}
        lead={t`Enter the email address of your account to get a link for choosing a new password.`}
      />
      <AuthLayout>
        <ScriptRequired>
          <Trans>This form needs JavaScript. Turn it on in your browser to get a reset link.</Trans>
        </ScriptRequired>
        <Island name="forgot-password" component={ForgotPasswordIsland} props={{}} />
      </AuthLayout>
    </>
  );
}
