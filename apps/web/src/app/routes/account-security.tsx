import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { ChangePasswordForm } from '@/features/account-security/components/change-password-form';
import { SessionsPanel } from '@/features/account-security/components/sessions-panel';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import styles from './profile.module.css';

// /profile/security: the account's password and the browsers it is signed in on.
export default function AccountSecurityPage() {
  return (
    <>
      <PageMeta
        title="Sign-in and security"
        description="Your password and where you are signed in."
      />
      <PageHeader
        title="Sign-in and security"
        lead="Your password, and every browser where your account is signed in."
        actions={
          <ButtonLink to="/profile" variant="secondary" size="sm">
            Back to Profile
          </ButtonLink>
        }
      />
      <AuthLayout width="wide">
        <div className={styles.stack}>
          <ChangePasswordForm />
          <SessionsPanel />
        </div>
      </AuthLayout>
    </>
  );
}
