import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { testAdmin, testUser } from '@/testing/test-data';

// The login page and the home page are public documents: the app's router goes there, and
// the app then loads them from the server (app/document-navigation.tsx).
function stubDocumentLoads() {
  const replace = vi.fn();
  vi.stubGlobal('location', { replace, href: 'http://localhost/' });
  return replace;
}

describe('route guards', () => {
  it('sends a visitor from /profile and admin pages to /login, with the page to come back to', async () => {
    for (const path of [
      '/profile',
      '/profile/applications',
      '/admin',
      '/admin/post-job',
      '/edit-job/abc',
      '/admin/users?page=2',
    ]) {
      const replace = stubDocumentLoads();
      const { router, unmount } = renderApp(path, { user: null });
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/login');
      });
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
      await waitFor(() => {
        expect(replace).toHaveBeenCalledWith(`/login${router.state.location.search}`);
      });
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('sends a logged-in user who is not an admin from admin pages, edit-job included, to /', async () => {
    for (const path of ['/admin', '/admin/all-jobs', '/edit-job/abc', '/admin/dashboard']) {
      const replace = stubDocumentLoads();
      const { router, unmount } = renderApp(path, { user: testUser });
      await waitFor(() => {
        expect(replace).toHaveBeenCalledWith('/');
      });
      expect(router.state.location.pathname).toBe('/');
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('lets a user see the profile and an admin see admin pages', async () => {
    const profile = renderApp('/profile', { user: testUser });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(profile.router.state.location.pathname).toBe('/profile');
    profile.unmount();
    const admin = renderApp('/admin/dashboard', { user: testAdmin });
    await screen.findByRole('heading', { level: 1, name: 'Today' });
    expect(admin.router.state.location.pathname).toBe('/admin/dashboard');
  });
});
