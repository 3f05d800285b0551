import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { AuthLayout } from '@/features/shared/auth/components/auth-layout';
import { ResetLinkProblem } from '@/features/shared/auth/components/reset-password-form';
import { Island } from '../island';
import ResetPasswordIsland from '../islands/reset-password';
import { SHARED_MESSAGES } from '@/lib/i18n/shared-messages';
import { ScriptRequired } from '../script-required';

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { t, i18n } = useLingui();

  return (
    <>
      <PageMeta
        title={t`Reset Password`}
        description={t`Choose a new password for your account.`}
        noIndex
      />
      <PageHeader title={t`Reset Password`} lead={t`Choose a new password for your account.`} />
      <AuthLayout>
        {token ? (
          <>
            <ScriptRequired>
              <Trans>
                This form needs JavaScript. Turn it on in your browser to set a new password.
              </Trans>
            </ScriptRequired>
            <Island name="reset-password" component={ResetPasswordIsland} props={{ token }} />
          </>
        ) : (
          <ResetLinkProblem message={i18n._(SHARED_MESSAGES.resetLinkInvalid)} />
        )}
      </AuthLayout>
    </>
  );
}
