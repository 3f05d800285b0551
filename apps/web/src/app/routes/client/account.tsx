import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { ChangePasswordForm } from '@/features/account/security/components/change-password-form';
import { SessionsPanel } from '@/features/account/security/components/sessions-panel';
import { PasskeysPanel } from '@/features/account/passkeys/components/passkeys-panel';
import { TwoFactorPanel } from '@/features/account/two-factor/components/two-factor-panel';
import { ClientAccount } from '@/features/client/portal/components/client-account';
import styles from '../profile.module.css';

// /client/account: the contact's details and sign-out, then the same sign-in and security
// panels as /profile/security (password, two-step sign-in, passkeys, where they are signed
// in), here inside the portal so a client never lands on a job seeker's pages.
export default function ClientAccountPage() {
  return (
    <>
      <PageMeta title="Your account" description="" noIndex />
      <PageHeader
        eyebrow="Client portal"
        title="Your account"
        lead="Your details, your password and where you are signed in."
      />
      <Section narrow>
        <div className={styles.stack}>
          <ClientAccount />
          <ChangePasswordForm />
          <TwoFactorPanel />
          <PasskeysPanel />
          <SessionsPanel />
        </div>
      </Section>
    </>
  );
}
