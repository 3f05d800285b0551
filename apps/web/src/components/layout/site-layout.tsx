import { Outlet } from 'react-router';
import { LazyContactPopup } from '@/features/marketing/components/lazy-contact-popup';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import styles from './site-layout.module.css';

// The shell around every page. Pages render into <main> through the Outlet; each page is
// lazy and brings its own Suspense boundary, so the header and footer never blank out.
export function SiteLayout() {
  return (
    <div className={styles.layout}>
      <ScrollToTop />
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <header>
        <Navbar />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer>
        <Footer />
      </footer>
      <LazyContactPopup />
    </div>
  );
}
