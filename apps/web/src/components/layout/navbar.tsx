import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { isStaffRole } from '@staffing/shared/constants';
import { Button, ButtonLink } from '@/components/ui/button';
import { CloseIcon, MenuIcon, PhoneIcon, SearchIcon, UserIcon } from '@/components/ui/icons';
import { useSession } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { cx } from '@/lib/cx';
import { toTelHref } from '@/lib/phone';
import { useSiteConfig } from '@/lib/site-config';
import { BrandLink } from './brand-link';
import styles from './navbar.module.css';

type NavItem = { to: string; label: string };

const PUBLIC_LINKS: NavItem[] = [
  { to: '/find-job', label: 'FIND A JOB' },
  { to: '/find-talent', label: 'FIND TALENT' },
  { to: '/about-us', label: 'ABOUT US' },
];

export function Navbar() {
  const { data: user } = useSession();
  const site = useSiteConfig();
  const logout = useLogout();
  const location = useLocation();
  const navigate = useNavigate();
  const menuId = useId();
  const searchId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The menu remembers the location it was opened at: any navigation (a link, the search,
  // back/forward) yields a new location key and so closes it, with no effect to sync.
  const [openAtKey, setOpenAtKey] = useState<string | null>(null);
  const isMenuOpen = openAtKey === location.key;

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAtKey(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isMenuOpen]);

  const links: NavItem[] = [...PUBLIC_LINKS];
  if (user && isStaffRole(user.role)) links.push({ to: '/admin', label: 'ADMIN DASHBOARD' });
  if (user) links.push({ to: '/profile', label: 'PROFILE' });

  function handleSearch(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const query = typeof value === 'string' ? value.trim() : '';
    void navigate({
      pathname: '/find-job',
      search: query ? `?${new URLSearchParams({ q: query })}` : '',
    });
  }

  return (
    <div className={styles.navbar}>
      {site && (
        <div className={styles.topbar}>
          <div className={styles.topbarInner}>
            <a className={styles.topbarLink} href={toTelHref(site.phone)}>
              <PhoneIcon size={16} />
              <span>{site.phone}</span>
            </a>
            <span className={styles.topbarHours}>{site.phoneHours}</span>
          </div>
        </div>
      )}

      <div className={styles.bar}>
        <BrandLink className={styles.brand} />

        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={() => {
            setOpenAtKey(isMenuOpen ? null : location.key);
          }}
        >
          {isMenuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          <span>Menu</span>
        </button>

        <div id={menuId} className={cx(styles.menu, isMenuOpen && styles.menuOpen)}>
          <form role="search" className={styles.search} onSubmit={handleSearch}>
            <label htmlFor={searchId} className="visually-hidden">
              Search jobs
            </label>
            <input
              id={searchId}
              name="q"
              type="search"
              className={styles.searchInput}
              placeholder="Search jobs by title or keyword"
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className={styles.searchButton}>
              <SearchIcon size={18} />
              <span className="visually-hidden">Search</span>
            </button>
          </form>

          <div className={styles.account}>
            {user && (
              // The title shows the full name when a long one is truncated with an ellipsis.
              <p className={styles.userName} title={`${user.firstName} ${user.lastName}`}>
                <UserIcon size={18} />
                <span className="visually-hidden">Logged in as </span>
                <span>
                  {user.firstName} {user.lastName}
                </span>
              </p>
            )}
            {user ? (
              <Button
                variant="secondary"
                size="sm"
                className={styles.accountButton}
                onClick={() => {
                  logout.mutate();
                }}
                disabled={logout.isPending}
              >
                LOGOUT
              </Button>
            ) : (
              <ButtonLink to="/login" variant="accent" size="sm" className={styles.accountButton}>
                LOGIN
              </ButtonLink>
            )}
          </div>

          <nav className={styles.nav} aria-label="Main">
            <ul className={styles.navList}>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      cx(styles.navLink, isActive && styles.navLinkActive)
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}
