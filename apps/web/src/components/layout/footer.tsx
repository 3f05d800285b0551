import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import { ClockIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { toTelHref } from '@/lib/phone';
import { useSiteConfig } from '@/lib/site-config';
import { BrandLink } from './brand-link';
import styles from './footer.module.css';

const QUICK_LINKS = [
  { to: '/find-job', label: 'Find a Job' },
  { to: '/find-talent', label: 'Find Talent' },
  { to: '/industries', label: 'Industries' },
  { to: '/about-us', label: 'About Us' },
  { to: '/careers', label: 'Careers' },
];

export function Footer() {
  const site = useSiteConfig();
  const year = new Date().getFullYear();
  const linksHeadingId = useId();
  const contactHeadingId = useId();

  return (
    <div className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-label="About the agency">
          <BrandLink agencyName={site?.agencyName} inverse />
          <p className={styles.blurb}>
            Staffing for healthcare, construction, IT and tech, drivers, and business and executive
            roles. Job seekers find work; employers find the people they need.
          </p>
        </section>

        <nav className={styles.column} aria-labelledby={linksHeadingId}>
          <h2 id={linksHeadingId} className={styles.heading}>
            Quick links
          </h2>
          <ul className={styles.linkList}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to} className={styles.link}>
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>

        <section className={styles.column} aria-labelledby={contactHeadingId}>
          <h2 id={contactHeadingId} className={styles.heading}>
            Contact
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
              <p className={styles.contactItem}>
                <MapPinIcon size={18} />
                <span>{site.address}</span>
              </p>
            </address>
          )}
          <ButtonLink to="/contact-us" variant="accent" size="sm" className={styles.contactButton}>
            Contact Us
          </ButtonLink>
        </section>
      </div>

      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p className={styles.copyright}>
            © {year}
            {site ? ` ${site.agencyName}` : ''}. All rights reserved.
          </p>
        </div>
      </div>
    </div>
  );
}
