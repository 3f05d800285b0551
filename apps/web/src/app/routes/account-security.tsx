import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { ChangePasswordForm } from '@/features/account/security/components/change-password-form';
import { SessionsPanel } from '@/features/account/security/components/sessions-panel';
import { AuthLayout } from '@/features/shared/auth/components/auth-layout';
import { PasskeysPanel } from '@/features/account/passkeys/components/passkeys-panel';
import { TwoFactorPanel } from '@/features/account/two-factor/components/two-factor-panel';
import styles from './profile.module.css';

// /profile/security: the account's password, two-step sign-in, passkeys and the browsers it
// is signed in on.
export default function AccountSecurityPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={t`Sign-in and security`}
        description={t`Your password and where you are signed in.`}
      />
      <PageHeader
        title={t`Sign-in and security`}
        lead={t`Your password, two-step sign-in and passkeys, and every browser where your account is signed in.`}
        actions={
          <ButtonLink to="/profile" variant="secondary" size="sm">
            <Trans>Back to Profile</Trans>
          </ButtonLink>
        }
      />
      <AuthLayout width="wide">
        <div className={styles.stack}>
          <ChangePasswordForm />
          <TwoFactorPanel />
          <PasskeysPanel />
          <SessionsPanel />
        </div>
      </AuthLayout>
    </>
  );
}
