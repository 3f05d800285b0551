import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/auth/api/get-session';
import { testAdmin, testSiteConfig, testUser } from '@/testing/test-data';
import { renderWithProviders } from '@/testing/test-utils';
import { Navbar } from './navbar';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Navbar', () => {
  it('shows the public links and LOGIN when logged out', () => {
    renderWithProviders(<Navbar />, { user: null });

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
    renderWithProviders(<Navbar />, { user: testUser });

    expect(screen.getByRole('link', { name: 'PROFILE' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'LOGOUT' })).toBeInTheDocument();
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'LOGIN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ADMIN DASHBOARD' })).not.toBeInTheDocument();
  });

  it('shows ADMIN DASHBOARD to an admin', () => {
    renderWithProviders(<Navbar />, { user: testAdmin });

    expect(screen.getByRole('link', { name: 'ADMIN DASHBOARD' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'PROFILE' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOGOUT' })).toBeInTheDocument();
  });

  it('shows the agency name in the logo link to the home page', () => {
    renderWithProviders(<Navbar />);
    expect(screen.getByRole('link', { name: testSiteConfig.agencyName })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('toggles the menu with aria-expanded, and Esc closes it and returns focus to the toggle', async () => {
    const { user } = renderWithProviders(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menuId = toggle.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    expect(document.getElementById(menuId ?? '')).toContainElement(mainNav());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(screen.getByRole('searchbox', { name: 'Search jobs' }));
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu on navigation', async () => {
    const { user, router } = renderWithProviders(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Menu' });

    await user.click(toggle);
    await user.click(within(mainNav()).getByRole('link', { name: 'ABOUT US' }));

    expect(router.state.location.pathname).toBe('/about-us');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches by navigating to /find-job?q=<text>', async () => {
    const { user, router } = renderWithProviders(<Navbar />);

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), '  night nurse ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(router.state.location.pathname).toBe('/find-job');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('night nurse');
  });

  it('logs out: posts with the XSRF header, clears the session and goes home', async () => {
    document.cookie = 'XSRF-TOKEN=logout-token';
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, router, queryClient } = renderWithProviders(<Navbar />, {
      user: testUser,
      path: '/profile',
    });

    await user.click(screen.getByRole('button', { name: 'LOGOUT' }));

    expect(await screen.findByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-XSRF-TOKEN')).toBe('logout-token');
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });
});
