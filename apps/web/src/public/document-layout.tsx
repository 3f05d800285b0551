import { Outlet, useLocation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { useSession } from '@/features/auth/api/get-session';
import { useSiteConfig } from '@/lib/site-config';
import { ClientIsland, Island } from './island';
import ContactPopupIsland from './islands/contact-popup';
import SiteHeaderIsland from './islands/site-header';
import styles from '@/components/layout/site-layout.module.css';

// The shell of every public document, rendered by the server only: the header is an island
// (its menu button and LOGOUT need a script), the footer is plain HTML, and the contact
// popup is mounted by the browser when its time comes.
export function DocumentLayout() {
  const { data: user } = useSession();
  const site = useSiteConfig();
  const { pathname } = useLocation();
  return (
    <div className={styles.layout}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <header>
        <Island
          name="site-header"
          component={SiteHeaderIsland}
          props={{ user: user ?? null, site, currentPath: pathname }}
        />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer>
        <Footer />
      </footer>
      <ClientIsland name="contact-popup" component={ContactPopupIsland} props={{ pathname }} />
    </div>
  );
}
