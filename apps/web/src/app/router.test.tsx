import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import { testAdmin, testSiteConfig, testUser } from '@/testing/test-data';
import { renderApp } from '@/testing/test-utils';

// Every route of spec section 2 (plus the password-reset pair) and the h1 it must show.
// Guarded routes are rendered with a session that may see them (route guards have their own
// tests in require-session.test.tsx).
const ROUTE_HEADINGS: [path: string, heading: string][] = [
  ['/', 'Connecting great people with great employers'],
  ['/find-job', 'Find a Job'],
  ['/find-job/construction', 'Construction Jobs'],
  ['/find-job/healthcare', 'Healthcare Jobs'],
  ['/find-job/it-tech', 'IT and Tech Jobs'],
  ['/find-job/business', 'Business Jobs'],
  ['/find-job/drivers', 'Drivers Jobs'],
  ['/find-talent', 'Find Talent'],
  ['/find-talent/construction', 'Construction Staffing'],
  ['/find-talent/healthcare', 'Healthcare Staffing'],
  ['/find-talent/it-tech', 'IT and Tech Staffing'],
  ['/find-talent/business', 'Business Staffing'],
  ['/find-talent/drivers', 'Drivers Staffing'],
  ['/industries', 'Industries'],
  ['/about-us', 'About Us'],
  ['/contact-us', 'Contact Us'],
  ['/sign-up', 'Sign Up'],
  ['/login', 'Login'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password', 'Reset Password'],
  ['/sales-rep', 'Sales Representative'],
  ['/project-manager-internship', 'Project Manager Internship'],
  ['/careers', 'Careers'],
  // /jobs/:jobId loads its job from the API: covered by job-detail.test.tsx.
  ['/profile', 'Profile'],
  ['/admin', 'Admin Dashboard'],
  ['/admin/dashboard', 'Admin Dashboard'],
  ['/admin/anything/else', 'Admin Dashboard'],
  ['/admin/post-job', 'Post a Job'],
  ['/admin/all-jobs', 'All Jobs'],
  ['/admin/opening-questions', 'Opening Questions'],
  ['/edit-job/42', 'Edit Job'],
];

describe('route table', () => {
  it.each(ROUTE_HEADINGS)('%s renders exactly one h1: %s', async (path, heading) => {
    const user = path.startsWith('/admin') || path.startsWith('/edit-job') ? testAdmin : testUser;
    renderApp(path, { user: path === '/profile' || user === testAdmin ? user : null });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: heading }),
    ).toBeInTheDocument();
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.notFoundPage)).not.toBeInTheDocument();
  });

  it.each(['/no-such-page', '/find-job/plumbing', '/find-talent/unknown', '/jobs'])(
    '%s shows the 404 page',
    async (path) => {
      renderApp(path);
      expect(await screen.findByText(MESSAGES.notFoundPage)).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      // The layout stays around the 404 so the visitor can navigate on.
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it('sets a per-page document title', async () => {
    renderApp('/careers');
    await screen.findByRole('heading', { level: 1, name: 'Careers' });
    expect(document.title).toBe(`Careers | ${testSiteConfig.agencyName}`);
  });

  it('scrolls to the top when the pathname changes, not when only the query changes', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const scrollTo = vi.spyOn(window, 'scrollTo');

    await act(() => router.navigate('/careers'));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    scrollTo.mockClear();
    await act(() => router.navigate('/careers?tab=open'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
