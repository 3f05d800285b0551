import { Trans } from '@lingui/react/macro';
import { ClockIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { usePhoneHours } from '@/lib/i18n/use-phone-hours';
import { toTelHref } from '@/lib/phone';
import { useSiteConfig } from '@/lib/site-config';
import styles from './contact-details.module.css';

// Phone, hours and office address from the site configuration (never hard-coded copies).
export function ContactDetails({ headingId }: { headingId: string }) {
  const site = useSiteConfig();
  const phoneHours = usePhoneHours();
  return (
    <div className={styles.card}>
      <h2 id={headingId} className={styles.title}>
        <Trans>Call us</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>
          Prefer to talk it through? A recruiter is available by phone during office hours.
        </Trans>
      </p>
      {site && (
        <address className={styles.list}>
          <p className={styles.item}>
            <span className={styles.icon}>
              <PhoneIcon size={20} />
            </span>
            <span>
              <span className={styles.term}>
                <Trans>Phone</Trans>
              </span>
              <a className={styles.phone} href={toTelHref(site.phone)}>
                {site.phone}
              </a>
            </span>
          </p>
          <p className={styles.item}>
            <span className={styles.icon}>
              <ClockIcon size={20} />
            </span>
            <span>
              <span className={styles.term}>
                <Trans>Hours</Trans>
              </span>
              {phoneHours}
            </span>
          </p>
          <p className={styles.item}>
            <span className={styles.icon}>
              <MapPinIcon size={20} />
            </span>
            <span>
              <span className={styles.term}>
                <Trans>Office</Trans>
              </span>
              {site.address}
            </span>
          </p>
        </address>
      )}
    </div>
  );
}
