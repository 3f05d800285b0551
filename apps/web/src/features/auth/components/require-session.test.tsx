import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { testAdmin, testUser } from '@/testing/test-data';

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
      const { router, unmount } = renderApp(path, { user: null });
      await screen.findByRole('heading', { level: 1, name: 'Login' });
      expect(router.state.location.pathname).toBe('/login');
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
      unmount();
    }
  });

  it('sends a logged-in user who is not an admin from admin pages, edit-job included, to /', async () => {
    for (const path of ['/admin', '/admin/all-jobs', '/edit-job/abc', '/admin/dashboard']) {
      const { router, unmount } = renderApp(path, { user: testUser });
      await screen.findByRole('heading', { level: 1, name: /Connecting great/ });
      expect(router.state.location.pathname).toBe('/');
      unmount();
    }
  });

  it('lets a user see the profile and an admin see admin pages', async () => {
    const profile = renderApp('/profile', { user: testUser });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(profile.router.state.location.pathname).toBe('/profile');
    profile.unmount();
    const admin = renderApp('/admin/dashboard', { user: testAdmin });
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    expect(admin.router.state.location.pathname).toBe('/admin/dashboard');
  });
});
