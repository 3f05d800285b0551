import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@staffing/shared/user-schemas';
import { sessionQueryKey } from '@/features/shared/auth/api/get-session';
import { hydrateIsland } from '@/testing/hydrate-island';
import SiteHeader from '@/public/islands/site-header';
import { testAdmin, testSiteConfig, testUser } from '@/testing/test-data';
import { renderApp } from '@/testing/test-utils';
import { Navbar } from './navbar';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

function renderNavbar(user: User | null = null, currentPath = '/') {
  return render(
    <Navbar
      user={user}
      site={testSiteConfig}
      currentPath={currentPath}
      onLogout={() => undefined}
      loggingOut={false}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Navbar', () => {
  it('shows the public links and LOGIN when logged out', () => {
    renderNavbar(null);

    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'FIND A JOB' })).toHaveAttribute('href', '/find-job');
    expect(nav.getByRole('link', { name: 'FIND TALENT' })).toHaveAttribute('href', '/find-talent');
    expect(nav.getByRole('link', { name: 'ABOUT US' })).toHaveAttribute('href', '/about-us');
    expect(screen.getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'PROFILE' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'LOGOUT' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ADMIN DASHBOARD' })).not.toBeInTheDocument();
  });

  it('shows PROFILE, LOGOUT and the user name, but no ADMIN DASHBOARD, for a regular user', () => {
    renderNavbar(testUser);

    expect(screen.getByRole('link', { name: 'PROFILE' })).toHaveAttribute('href', '/profile');
    // It posts with a script; where none runs, the page's CSS leaves it out.
    expect(screen.getByRole('button', { name: 'LOGOUT' })).toHaveClass('needs-script');
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'LOGIN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ADMIN DASHBOARD' })).not.toBeInTheDocument();
  });

  it('shows ADMIN DASHBOARD to an admin', () => {
    renderNavbar(testAdmin);

    expect(screen.getByRole('link', { name: 'ADMIN DASHBOARD' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'PROFILE' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOGOUT' })).toBeInTheDocument();
  });

  it('marks the link of the current page and of the pages below it', () => {
    renderNavbar(null, '/find-job/healthcare');
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'FIND A JOB' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'FIND TALENT' })).not.toHaveAttribute('aria-current');
  });

  it('shows the agency name in the logo link to the home page', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: testSiteConfig.agencyName })).toHaveAttribute(
      'href',
      '/',
    );
  });

  // The toggle is a <summary>: the browser opens its <details> with no script, and tells
  // assistive technology whether it is expanded.
  function menuToggle() {
    const toggle = screen.getByText('Menu').closest('summary');
    if (!toggle) throw new Error('The Menu toggle is a <summary>');
    return { toggle, details: toggle.parentElement as HTMLDetailsElement };
  }

  it('opens the menu beside its toggle, and Esc closes it and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const { toggle, details } = menuToggle();
    expect(details.tagName).toBe('DETAILS');
    const menuId = toggle.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    const menu = document.getElementById(menuId ?? '');
    // The menu is the details' next sibling, so the header's CSS shows it while it is open.
    expect(details.nextElementSibling).toBe(menu);
    expect(menu).toContainElement(mainNav());
    expect(menu).toContainElement(screen.getByRole('search'));
    expect(details).not.toHaveAttribute('open');

    await user.click(toggle);
    await waitFor(() => {
      expect(details).toHaveAttribute('open');
    });

    await user.click(toggle);
    await waitFor(() => {
      expect(details).not.toHaveAttribute('open');
    });

    await user.click(toggle);
    await waitFor(() => {
      expect(details).toHaveAttribute('open');
    });
    await user.click(screen.getByRole('searchbox', { name: 'Search jobs' }));
    await user.keyboard('{Escape}');
    expect(details).not.toHaveAttribute('open');
    expect(toggle).toHaveFocus();
  });

  it('on a public document: knows of a menu opened before the header was live', async () => {
    // The browser opens the server's details on a click, before any script has run.
    const { container, hydrationErrors, user } = await hydrateIsland(
      SiteHeader,
      { user: null, site: testSiteConfig, currentPath: '/' },
      {
        beforeHydrate: (html) => {
          html.querySelector('details')?.setAttribute('open', '');
        },
      },
    );
    expect(hydrationErrors).toEqual([]);
    const details = container.querySelector('details');
    expect(details).toHaveAttribute('open');

    await user.keyboard('{Escape}');
    expect(details).not.toHaveAttribute('open');
    expect(details?.querySelector('summary')).toHaveFocus();
  });

  it('closes the menu when the app navigates', async () => {
    const user = userEvent.setup();
    const props = {
      user: null,
      site: testSiteConfig,
      currentPath: '/profile',
      onLogout: () => undefined,
      loggingOut: false,
    };
    const { rerender } = render(<Navbar {...props} location="first" />);
    const { toggle, details } = menuToggle();
    await user.click(toggle);
    await waitFor(() => {
      expect(details).toHaveAttribute('open');
    });

    rerender(<Navbar {...props} location="second" />);
    expect(details).not.toHaveAttribute('open');
  });

  it('searches with a plain GET form to /find-job?q=<text>, which works before any script', () => {
    renderNavbar();
    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('method', 'get');
    expect(search).toHaveAttribute('action', '/find-job');
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveAttribute('name', 'q');
  });
});

describe('logging out', () => {
  it('on a public document: posts with the XSRF header, then loads the home page', async () => {
    document.cookie = 'XSRF-TOKEN=logout-token';
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.fn();
    vi.stubGlobal('location', { assign, href: 'http://localhost/find-job' });
    const user = userEvent.setup();
    render(<SiteHeader user={testUser} site={testSiteConfig} currentPath="/find-job" />);

    await user.click(screen.getByRole('button', { name: 'LOGOUT' }));

    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/');
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-XSRF-TOKEN')).toBe('logout-token');
  });

  it('on a public document: stays when the server refuses', async () => {
    document.cookie = 'XSRF-TOKEN=logout-token';
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(Response.json({ error: 'Something went wrong' }, { status: 500 })),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { assign, href: 'http://localhost/find-job' });
    const user = userEvent.setup();
    render(<SiteHeader user={testUser} site={testSiteConfig} currentPath="/find-job" />);

    await user.click(screen.getByRole('button', { name: 'LOGOUT' }));

    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'LOGOUT' })).toBeEnabled();
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('in the signed-in app: clears the session and leaves for the home page document', async () => {
    document.cookie = 'XSRF-TOKEN=logout-token';
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 })),
    );
    const replace = vi.fn();
    vi.stubGlobal('location', { replace, href: 'http://localhost/profile' });
    const { user, queryClient } = renderApp('/profile', { user: testUser });

    await user.click(await screen.findByRole('button', { name: 'LOGOUT' }));

    await waitFor(() => {
      expect(replace).toHaveBeenCalledWith('/');
    });
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
  });
});
