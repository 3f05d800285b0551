import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import { testAdmin, testSiteConfig, testUser } from '@/testing/test-data';
import { renderApp, renderDocument } from '@/testing/test-utils';

// Every route of spec section 2 (plus the password-reset pair) and the h1 it must show: the
// public documents (rendered as the server renders them) and the signed-in app's pages.
// Guarded routes are rendered with a session that may see them (route guards have their own
// tests in require-session.test.tsx).
const DOCUMENT_HEADINGS: [path: string, heading: string][] = [
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
];

const APP_HEADINGS: [path: string, heading: string][] = [
  ['/profile', 'Profile'],
  ['/admin', 'Today'],
  ['/admin/dashboard', 'Today'],
  ['/admin/anything/else', 'Today'],
  ['/admin/insights', 'Insights'],
  ['/admin/activity', 'Activity'],
  ['/admin/post-job', 'Post a Job'],
  ['/admin/all-jobs', 'All Jobs'],
  ['/admin/opening-questions', 'Opening Questions'],
  ['/edit-job/42', 'Edit Job'],
];

describe('route tables', () => {
  it.each(DOCUMENT_HEADINGS)('%s renders exactly one h1: %s', async (path, heading) => {
    renderDocument(path);
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: heading }),
    ).toBeInTheDocument();
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.notFoundPage)).not.toBeInTheDocument();
  });

  it.each(APP_HEADINGS)('%s renders exactly one h1: %s', async (path, heading) => {
    renderApp(path, { user: path.startsWith('/profile') ? testUser : testAdmin });
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
      renderDocument(path);
      expect(await screen.findByText(MESSAGES.notFoundPage)).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      // The layout stays around the 404 so the visitor can navigate on.
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it('sets a per-page document title', async () => {
    renderDocument('/careers');
    await screen.findByRole('heading', { level: 1, name: 'Careers' });
    expect(document.title).toBe(`Careers | ${testSiteConfig.agencyName}`);
  });

  it('the app scrolls to the top when the pathname changes, not when only the query changes', async () => {
    const { router } = renderApp('/admin', { user: testAdmin });
    await screen.findByRole('heading', { level: 1 });
    const scrollTo = vi.spyOn(window, 'scrollTo');

    await act(() => router.navigate('/admin/all-jobs'));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    scrollTo.mockClear();
    await act(() => router.navigate('/admin/all-jobs?status=open'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('the app loads a path that is not its own as a document', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { replace, href: 'http://localhost/profile' });
    const { router } = renderApp('/admin', { user: testAdmin });
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/find-job?q=nurse'));
    expect(replace).toHaveBeenCalledWith('/find-job?q=nurse');
  });
});
