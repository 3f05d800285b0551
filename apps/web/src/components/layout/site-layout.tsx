import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isSeekerAppPath } from '@staffing/shared/app-paths';
import { localizedPath, type Locale } from '@staffing/shared/i18n/locales';
import { AppLinkProvider } from '@/app/app-link-provider';
import { useSession } from '@/features/shared/auth/api/get-session';
import { useLogout } from '@/features/shared/auth/api/logout';
import { LazyContactPopup } from '@/features/public/marketing/components/lazy-contact-popup';
import { listenForLanguageChoice } from '@/lib/i18n/language-choice';
import { Trans } from '@lingui/react/macro';
import { useLocale } from '@/lib/i18n/locale-provider';
import { useSiteConfig } from '@/lib/site-config';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import styles from './site-layout.module.css';

// The signed-in app's shell (the public documents have theirs in public/document-layout.tsx).
// Pages render into <main> through the Outlet; each page is lazy and brings its own Suspense
// boundary, so the header and footer never blank out. A job seeker's own pages exist in both
// languages, so theirs link to the same page in the other one (under /es the router's base is
// the prefix: its paths are the English ones).
export function SiteLayout() {
  const { data: user } = useSession();
  const site = useSiteConfig();
  const logout = useLogout();
  const location = useLocation();
  const locale = useLocale();
  const other: Locale = locale === 'es' ? 'en' : 'es';
  const otherLanguage = isSeekerAppPath(location.pathname)
    ? { locale: other, href: localizedPath(`${location.pathname}${location.search}`, other) }
    : undefined;
  useEffect(() => listenForLanguageChoice(), []);
  return (
    <AppLinkProvider>
      <div className={styles.layout}>
        <ScrollToTop />
        <a href="#main" className={styles.skipLink}>
          <Trans>Skip to main content</Trans>
        </a>
        <header>
          <Navbar
            user={user}
            site={site}
            currentPath={location.pathname}
            location={location.key}
            onLogout={() => {
              logout.mutate();
            }}
            loggingOut={logout.isPending}
            otherLanguage={otherLanguage}
          />
        </header>
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <footer>
          <Footer otherLanguage={otherLanguage} />
        </footer>
        <LazyContactPopup pathname={location.pathname} />
      </div>
    </AppLinkProvider>
  );
}
