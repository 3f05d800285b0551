import { useId } from 'react';
import type { ClientRecruiter } from '@staffing/shared/client-schemas';
import type { SiteConfig } from '@staffing/shared/site-config';
import { AppLink } from '@/components/ui/app-link';
import { ClockIcon, MailIcon, PhoneIcon, UserIcon } from '@/components/ui/icons';
import { toTelHref } from '@/lib/phone';
import styles from './client-layout.module.css';

type PortalContactsProps = {
  site: SiteConfig | undefined;
  // The company's recruiter: null when none is named yet, undefined while unknown.
  recruiter: ClientRecruiter | null | undefined;
  // Signed out (the invitation) there is no company, so no recruiter to name.
  showRecruiter: boolean;
  loading: boolean;
};

// The portal's footer: whom to ask. The contact's recruiter by name and address, and the
// agency's phone with its hours, which reaches the recruiter's colleagues too.
export function PortalContacts({ site, recruiter, showRecruiter, loading }: PortalContactsProps) {
  const recruiterId = useId();
  const agencyId = useId();
  const year = new Date().getFullYear();
  return (
    <div className={styles.footerInner}>
      {showRecruiter && (
        <section className={styles.footerColumn} aria-labelledby={recruiterId}>
          <h2 id={recruiterId} className={styles.footerHeading}>
            Your recruiter
          </h2>
          {recruiter ? (
            <address className={styles.contactList}>
              <p className={styles.contactItem}>
                <UserIcon size={18} />
                <span className={styles.recruiterName}>{recruiter.name}</span>
              </p>
              <a className={styles.contactItem} href={`mailto:${recruiter.email}`}>
                <MailIcon size={18} />
                <span>{recruiter.email}</span>
              </a>
            </address>
          ) : (
            <p className={styles.footerText}>
              {loading
                ? 'Loading…'
                : 'A recruiter is named here once one takes on your order. Until then, call us.'}
            </p>
          )}
        </section>
      )}
      <section className={styles.footerColumn} aria-labelledby={agencyId}>
        <h2 id={agencyId} className={styles.footerHeading}>
          {site ? `Call ${site.agencyName}` : 'Call us'}
        </h2>
        {site && (
          <address className={styles.contactList}>
            <a className={styles.contactItem} href={toTelHref(site.phone)}>
              <PhoneIcon size={18} />
              <span>{site.phone}</span>
            </a>
            <p className={styles.contactItem}>
              <ClockIcon size={18} />
              <span>{site.phoneHours}</span>
            </p>
          </address>
        )}
      </section>
      <p className={styles.footerSmall}>
        © {year} {site?.agencyName}.{' '}
        <AppLink to="/" className={styles.footerLink}>
          Our website
        </AppLink>
      </p>
    </div>
  );
}
