import { PageMeta } from '@/components/ui/page-meta';
import { ChangePasswordForm } from '@/features/account/security/components/change-password-form';
import { SessionsPanel } from '@/features/account/security/components/sessions-panel';
import { AuthLayout } from '@/features/shared/auth/components/auth-layout';
import { PasskeysPanel } from '@/features/account/passkeys/components/passkeys-panel';
import { TwoFactorPanel } from '@/features/account/two-factor/components/two-factor-panel';
import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
import styles from '../profile.module.css';

// /admin/security: a staff member's password, two-step sign-in, passkeys and signed-in
// browsers, the same panels as a job seeker's /profile/security, inside the staff shell.
export default function StaffSecurityPage() {
  return (
    <>
      <PageMeta
        title="Sign-in and security"
        description="Your password and where you are signed in."
      />
      <StaffPageHeader
        title="Sign-in and security"
        lead="Your password, two-step sign-in and passkeys, and every browser where your account is signed in."
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
