import { useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppLinkProvider } from '@/app/app-link-provider';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { AppLink } from '@/components/ui/app-link';
import { Drawer } from '@/components/ui/drawer';
import { MenuIcon } from '@/components/ui/icons';
import { LogoMark } from '@/components/ui/logo-mark';
import { useSession } from '@/features/shared/auth/api/get-session';
import { useLogout } from '@/features/shared/auth/api/logout';
import { useSiteConfig } from '@/lib/site-config';
import { StaffSearch } from '@/features/staff/search/components/staff-search';
import { useTodayCounts } from '@/features/staff/today/api/get-today-counts';
import { useRefreshTodayOnChanges } from '@/features/staff/today/api/refresh-today-on-changes';
import { currentStaffSection, staffBadges, staffSectionsFor } from '../utils/staff-sections';
import { StaffNav } from './staff-nav';
import { GlobeIcon, ShieldIcon, SignOutIcon } from './staff-icons';
import styles from './staff-layout.module.css';

const ROLE_NAMES: Record<string, string> = { admin: 'Admin', recruiter: 'Recruiter' };

// The staff workspace's frame around every /admin page and /edit-job: one navigation on every
// screen (a side rail from 768 px, a drawer behind "Menu" below), the search box, and the
// signed-in person with their security page and sign-out. No public header or footer: staff
// spend their day here, and the way to the public site is one link in the rail.
export function StaffLayout() {
  const { data: user } = useSession();
  const site = useSiteConfig();
  const logout = useLogout();
  const { pathname } = useLocation();
  const counts = useTodayCounts();
  useRefreshTodayOnChanges();
  // The drawer is open on the page it was opened on: a navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const sections = staffSectionsFor(user?.role);
  const current = currentStaffSection(pathname);
  const badges = staffBadges(counts.data);

  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '';
  const person = user && (
    <div className={styles.person}>
      <p className={styles.personName}>{name}</p>
      <p className={styles.personRole}>{ROLE_NAMES[user.role] ?? user.role}</p>
      <ul className={styles.personLinks}>
        <li>
          <AppLink
            to="/admin/security"
            className={styles.personLink}
            aria-current={pathname === '/admin/security' ? 'page' : undefined}
          >
            <ShieldIcon size={18} />
            Security
          </AppLink>
        </li>
        <li>
          <AppLink to="/" className={styles.personLink}>
            <GlobeIcon size={18} />
            Public site
          </AppLink>
        </li>
        <li>
          <button
            type="button"
            className={styles.personLink}
            onClick={() => {
              logout.mutate();
            }}
            disabled={logout.isPending}
          >
            <SignOutIcon size={18} />
            {logout.isPending ? 'Signing out…' : 'Sign out'}
          </button>
        </li>
      </ul>
    </div>
  );
  const brand = (
    <AppLink to="/admin" className={styles.brand}>
      <LogoMark className={styles.brandMark} />
      <span className={styles.brandText}>
        <span className={styles.brandName}>{site?.agencyName ?? 'Staffing'}</span>
        <span className={styles.brandArea}>Staff workspace</span>
      </span>
    </AppLink>
  );

  return (
    <AppLinkProvider>
      <div className={styles.shell}>
        <ScrollToTop />
        <a href="#main" className={styles.skipLink}>
          Skip to main content
        </a>
        <aside className={styles.rail} aria-label="Staff workspace">
          {brand}
          <nav aria-label="Staff" className={styles.railNav}>
            <StaffNav sections={sections} current={current} badges={badges} />
          </nav>
          {person}
        </aside>
        <div className={styles.body}>
          <header className={styles.topBar}>
            <button
              ref={menuButton}
              type="button"
              className={styles.menuButton}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => {
                setMenuOpenOn(pathname);
              }}
            >
              <MenuIcon size={22} />
              <span>Menu</span>
              {(badges.today ?? 0) > 0 && (
                <span className={styles.menuBadge}>
                  {badges.today}
                  <span className="visually-hidden"> need action</span>
                </span>
              )}
            </button>
            <div className={styles.topBrand}>{brand}</div>
            <div className={styles.search}>
              <StaffSearch />
            </div>
          </header>
          <main id="main" tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
        </div>
        <Drawer
          open={menuOpen}
          onClose={() => {
            setMenuOpenOn(null);
          }}
          title="Menu"
          side="start"
          returnFocusRef={menuButton}
          className={styles.drawer}
        >
          <nav aria-label="Staff">
            <StaffNav
              sections={sections}
              current={current}
              badges={badges}
              tone="light"
              onNavigate={() => {
                setMenuOpenOn(null);
              }}
            />
          </nav>
          {person}
        </Drawer>
      </div>
    </AppLinkProvider>
  );
}
