import { useId } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import { ClockIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { usePhoneHours } from '@/lib/i18n/use-phone-hours';
import { toTelHref } from '@/lib/phone';
import { useSiteConfig } from '@/lib/site-config';
import { BrandLink } from './brand-link';
import { LanguageLink, type OtherLanguage } from './language-link';
import styles from './footer.module.css';

const QUICK_LINKS: { to: string; label: MessageDescriptor }[] = [
  { to: '/find-job', label: msg`Find a Job` },
  { to: '/find-talent', label: msg`Find Talent` },
  { to: '/industries', label: msg`Industries` },
  { to: '/about-us', label: msg`About Us` },
  { to: '/careers', label: msg`Careers` },
];

type FooterProps = {
  // On a public page, the same page in the site's other language (its path and query).
  otherLanguage?: OtherLanguage | undefined;
};

export function Footer({ otherLanguage }: FooterProps) {
  const { t, i18n } = useLingui();
  const site = useSiteConfig();
  const agencyName = site?.agencyName;
  const phoneHours = usePhoneHours();
  const year = new Date().getFullYear();
  const linksHeadingId = useId();
  const contactHeadingId = useId();

  return (
    <div className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-label={t`About the agency`}>
          <BrandLink agencyName={site?.agencyName} inverse />
          <p className={styles.blurb}>
            <Trans>
              Staffing for healthcare, construction, IT and tech, drivers, and business and
              executive roles. Job seekers find work; employers find the people they need.
            </Trans>
          </p>
        </section>

        <nav className={styles.column} aria-labelledby={linksHeadingId}>
          <h2 id={linksHeadingId} className={styles.heading}>
            <Trans>Quick links</Trans>
          </h2>
          <ul className={styles.linkList}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to} className={styles.link}>
                  {i18n._(link.label)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>

        <section className={styles.column} aria-labelledby={contactHeadingId}>
          <h2 id={contactHeadingId} className={styles.heading}>
            <Trans>Contact</Trans>
          </h2>
          {site && (
            <address className={styles.contactList}>
              <a className={styles.contactItem} href={toTelHref(site.phone)}>
                <PhoneIcon size={18} />
                <span>{site.phone}</span>
              </a>
              <p className={styles.contactItem}>
                <ClockIcon size={18} />
                <span>{phoneHours}</span>
              </p>
              <p className={styles.contactItem}>
                <MapPinIcon size={18} />
                <span>{site.address}</span>
              </p>
            </address>
          )}
          <ButtonLink to="/contact-us" variant="accent" size="sm" className={styles.contactButton}>
            <Trans>Contact Us</Trans>
          </ButtonLink>
        </section>
      </div>

      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p className={styles.copyright}>
            {agencyName ? (
              <Trans>
                © {year} {agencyName}. All rights reserved.
              </Trans>
            ) : (
              <Trans>© {year}. All rights reserved.</Trans>
            )}
          </p>
          {otherLanguage && (
            <LanguageLink otherLanguage={otherLanguage} className={styles.languageLink} />
          )}
        </div>
      </div>
    </div>
  );
}
