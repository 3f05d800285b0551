import { Outlet, useLocation } from 'react-router';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { LogoMark } from '@/components/ui/logo-mark';
import { useLogout } from '@/features/shared/auth/api/logout';
import { cx } from '@/lib/cx';
import { toTelHref } from '@/lib/phone';
import { useSiteConfig } from '@/lib/site-config';
import { useClientHome } from '../api/get-client-home';
import { PortalContacts } from './portal-contacts';
import styles from './client-layout.module.css';

type NavItem = { to: string; label: string; current: (path: string) => boolean };

// An order's page belongs to Orders; the new order form is its own section.
const NAV: readonly NavItem[] = [
  {
    to: '/client',
    label: 'Orders',
    current: (path) => path === '/client' || /^\/client\/orders\/(?!new$)[^/]+$/.test(path),
  },
  {
    to: '/client/orders/new',
    label: 'New order',
    current: (path) => path === '/client/orders/new',
  },
  {
    to: '/client/interviews',
    label: 'Interviews',
    current: (path) => path === '/client/interviews',
  },
  { to: '/client/account', label: 'Account', current: (path) => path === '/client/account' },
];

export type ClientLayoutProps = {
  // The invitation page, reached signed out: the agency and its phone, no navigation.
  signedOut?: boolean;
};

// The client portal's own shell, in place of the public site's header and footer: the
// agency's name, the portal's four sections, the agency's phone, and in its footer the
// contact's recruiter and the phone again, on every page. Below 768 px the sections are a
// row of four tabs under a slim header, and the contact's name moves to the Account page.
export function ClientLayout({ signedOut = false }: ClientLayoutProps) {
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const home = useClientHome({ enabled: !signedOut });
  const logout = useLogout();
  const contact = signedOut ? undefined : home.data;

  return (
    <div className={styles.layout}>
      <ScrollToTop />
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <AppLink to={signedOut ? '/' : '/client'} className={styles.brand}>
            <LogoMark className={styles.mark} />
            <span className={styles.brandText}>
              <span className={styles.agency}>{site?.agencyName ?? 'Home'}</span>
              <span className={styles.portal}>Client portal</span>
            </span>
          </AppLink>
          {site && (
            <a className={styles.phone} href={toTelHref(site.phone)}>
              <PhoneIcon size={18} />
              <span className="visually-hidden">Call us:</span>{' '}
              <span className={styles.phoneNumber}>{site.phone}</span>
              {/* A phone's narrow bar says what the button does; the number is in its name. */}
              <span className={styles.phoneWord} aria-hidden="true">
                Call
              </span>
            </a>
          )}
          {contact && (
            <div className={styles.who}>
              <p className={styles.whoText}>
                <span className={styles.whoName}>{contact.contact.name}</span>
                <span className={styles.whoCompany}>{contact.company.name}</span>
              </p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  logout.mutate();
                }}
                disabled={logout.isPending}
              >
                Sign out
              </Button>
            </div>
          )}
        </div>
        {!signedOut && (
          <nav className={styles.nav} aria-label="Client portal">
            <ul className={styles.navList}>
              {NAV.map((item) => {
                const current = item.current(path);
                return (
                  <li key={item.to}>
                    <AppLink
                      to={item.to}
                      className={cx(styles.navLink, current && styles.navLinkCurrent)}
                      aria-current={current ? 'page' : undefined}
                    >
                      {item.label}
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <PortalContacts
          site={site}
          recruiter={contact?.recruiter}
          showRecruiter={!signedOut}
          loading={!signedOut && home.isPending}
        />
      </footer>
    </div>
  );
}
