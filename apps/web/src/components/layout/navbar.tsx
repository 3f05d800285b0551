import { useEffect, useId, useRef } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isStaffRole } from '@staffing/shared/constants';
import { localizedPath } from '@staffing/shared/i18n/locales';
import type { SiteConfig } from '@staffing/shared/site-config';
import type { User } from '@staffing/shared/user-schemas';
import { AppLink } from '@/components/ui/app-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { CloseIcon, MenuIcon, PhoneIcon, SearchIcon, UserIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';
import { useLocale } from '@/lib/i18n/locale-provider';
import { phoneHoursIn } from '@/lib/i18n/use-phone-hours';
import { toTelHref } from '@/lib/phone';
import { BrandLink } from './brand-link';
import { LanguageLink, type OtherLanguage } from './language-link';
import styles from './navbar.module.css';

type NavItem = { to: string; label: MessageDescriptor };

const PUBLIC_LINKS: NavItem[] = [
  { to: '/find-job', label: msg`FIND A JOB` },
  { to: '/find-talent', label: msg`FIND TALENT` },
  { to: '/about-us', label: msg`ABOUT US` },
];

// A link is current on its own page and the pages below it (/find-job/healthcare for FIND A JOB).
function isCurrent(to: string, currentPath: string): boolean {
  return currentPath === to || currentPath.startsWith(`${to}/`);
}

export type NavbarProps = {
  user: User | null | undefined;
  site: SiteConfig | undefined;
  // The page's path: its link is marked as the current one.
  currentPath: string;
  // Changes with every navigation of the signed-in app, which closes the menu (a document
  // starts with it closed anyway).
  location?: string;
  onLogout: () => void;
  loggingOut: boolean;
  // On a public page, the same page in the site's other language (its path and query).
  otherLanguage?: OtherLanguage | undefined;
};

// The site's header, on the public documents (as an island) and in the signed-in app. Below
// 768 px its search, account and links are in a menu behind a "Menu" disclosure, a
// <details> whose <summary> opens the menu beside it (CSS shows the next sibling of an open
// details): the browser opens and closes it before any script has run, and where none ever
// runs, so a phone without JavaScript still reaches the links and the job search, a plain
// GET form to /find-job. The menu is not inside the details, so above 768 px, where the
// toggle is hidden, its parts sit in the header's grid as they are, whatever the browser.
// The details keeps its own state (a summary is announced as a button, expanded or
// collapsed); once live, Escape closes it and gives the focus back to the toggle, and a
// navigation of the signed-in app closes it.
export function Navbar({
  user,
  site,
  currentPath,
  location = currentPath,
  onLogout,
  loggingOut,
  otherLanguage,
}: NavbarProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const menuId = useId();
  const searchId = useId();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);

  // Read from the details itself, so a menu opened before the island was live closes too.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const details = detailsRef.current;
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  // A navigation of the signed-in app (a link, back/forward) yields a new location, which
  // closes the menu; a document starts with it closed anyway.
  useEffect(() => {
    const details = detailsRef.current;
    return () => {
      if (details) details.open = false;
    };
  }, [location]);

  const links: NavItem[] = [...PUBLIC_LINKS];
  if (user && isStaffRole(user.role)) links.push({ to: '/admin', label: msg`ADMIN DASHBOARD` });
  if (user?.role === 'client') links.push({ to: '/client', label: msg`CLIENT PORTAL` });
  if (user) links.push({ to: '/profile', label: msg`PROFILE` });

  return (
    <div className={styles.navbar}>
      {site && (
        <div className={styles.topbar}>
          <div className={styles.topbarInner}>
            <a className={styles.topbarLink} href={toTelHref(site.phone)}>
              <PhoneIcon size={16} />
              <span>{site.phone}</span>
            </a>
            <span className={styles.topbarHours}>{phoneHoursIn(i18n, site.phoneHours)}</span>
            {otherLanguage && (
              <LanguageLink otherLanguage={otherLanguage} className={styles.topbarLink} />
            )}
          </div>
        </div>
      )}

      <div className={styles.bar}>
        <BrandLink agencyName={site?.agencyName} className={styles.brand} />

        {/* A person may open it before the island is live: its `open` is the browser's. */}
        <details ref={detailsRef} className={styles.toggle} suppressHydrationWarning>
          <summary ref={toggleRef} className={styles.toggleButton} aria-controls={menuId}>
            <MenuIcon size={22} className={styles.menuIcon} />
            <CloseIcon size={22} className={styles.closeIcon} />
            <span>
              <Trans>Menu</Trans>
            </span>
          </summary>
        </details>

        <div id={menuId} className={styles.menu}>
          <form
            role="search"
            className={styles.search}
            method="get"
            action={localizedPath('/find-job', locale)}
          >
            <label htmlFor={searchId} className="visually-hidden">
              <Trans>Search jobs</Trans>
            </label>
            <input
              id={searchId}
              name="q"
              type="search"
              className={styles.searchInput}
              placeholder={t`Search jobs by title or keyword`}
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className={styles.searchButton}>
              <SearchIcon size={18} />
              <span className="visually-hidden">
                <Trans>Search</Trans>
              </span>
            </button>
          </form>

          <div className={styles.account}>
            {user && (
              // The title shows the full name when a long one is truncated with an ellipsis.
              <p className={styles.userName} title={`${user.firstName} ${user.lastName}`}>
                <UserIcon size={18} />
                <span className="visually-hidden">
                  <Trans>Logged in as</Trans>{' '}
                </span>
                <span>
                  {user.firstName} {user.lastName}
                </span>
              </p>
            )}
            {user ? (
              // Logging out posts with the XSRF header: where no script runs, no dead button.
              <Button
                variant="secondary"
                size="sm"
                className={cx(styles.accountButton, 'needs-script')}
                onClick={onLogout}
                disabled={loggingOut}
              >
                <Trans>LOGOUT</Trans>
              </Button>
            ) : (
              <ButtonLink to="/login" variant="accent" size="sm" className={styles.accountButton}>
                <Trans>LOGIN</Trans>
              </ButtonLink>
            )}
          </div>

          <nav className={styles.nav} aria-label={t`Main`}>
            <ul className={styles.navList}>
              {links.map((link) => (
                <li key={link.to}>
                  <AppLink
                    to={link.to}
                    className={cx(
                      styles.navLink,
                      isCurrent(link.to, currentPath) && styles.navLinkActive,
                    )}
                    aria-current={isCurrent(link.to, currentPath) ? 'page' : undefined}
                  >
                    {i18n._(link.label)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}
