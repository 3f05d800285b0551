import { Outlet, useLocation } from 'react-router';
import { AppLinkProvider } from '@/app/app-link-provider';
import { useSession } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { LazyContactPopup } from '@/features/marketing/components/lazy-contact-popup';
import { useSiteConfig } from '@/lib/site-config';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import styles from './site-layout.module.css';

// The signed-in app's shell (the public documents have theirs in public/document-layout.tsx).
// Pages render into <main> through the Outlet; each page is lazy and brings its own Suspense
// boundary, so the header and footer never blank out.
export function SiteLayout() {
  const { data: user } = useSession();
  const site = useSiteConfig();
  const logout = useLogout();
  const location = useLocation();
  return (
    <AppLinkProvider>
      <div className={styles.layout}>
        <ScrollToTop />
        <a href="#main" className={styles.skipLink}>
          Skip to main content
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
          />
        </header>
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <footer>
          <Footer />
        </footer>
        <LazyContactPopup pathname={location.pathname} />
      </div>
    </AppLinkProvider>
  );
}
