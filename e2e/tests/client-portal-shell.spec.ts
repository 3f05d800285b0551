import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/interactive-test.ts';
import { ADMIN_EMAIL } from '../support/e2e-env.ts';
import { linkInEmail, setUpClientOrder } from '../support/client-portal-helpers.ts';
import { xsrfHeaders } from '../support/e2e-helpers.ts';

const WIDTHS = [375, 1280] as const;

// The agency's phone as the E2E server is configured (the API's default SITE_PHONE).
async function agencyPhone(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/api/site-config')).json()) as { phone: string };
  return config.phone;
}

// axe on the whole page, the shell included (the shared helper scans <main> only).
async function expectNoAxeViolationsOnPage(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${JSON.stringify(violation.nodes[0]?.target)}`,
    ),
  ).toEqual([]);
}

// No page of the portal scrolls sideways.
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

type ShellCheck = {
  phone: string;
  recruiter?: { name: string; email: string };
  current?: string;
  shot: string;
};

// At 375 and 1280 px: the portal's own header (the agency's phone, the sections with the
// current one marked) and footer (the recruiter, the phone), none of the public site's header
// or footer, no sideways scroll, nothing axe finds; a screenshot of each for a person to look at.
async function expectPortalShell(page: Page, check: ShellCheck) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const banner = page.getByRole('banner').first();
    await expect(banner.getByRole('link', { name: `Call us: ${check.phone}` })).toBeVisible();
    await expect(page.getByRole('link', { name: /FIND A JOB/i })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: check.phone })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Client portal' });
    if (check.current) {
      await expect(nav.getByRole('link')).toHaveText([
        'Orders',
        'New order',
        'Interviews',
        'Account',
      ]);
      await expect(nav.locator('[aria-current="page"]')).toHaveText(check.current);
      for (const link of await nav.getByRole('link').all()) await expect(link).toBeVisible();
    } else {
      await expect(nav).toHaveCount(0);
    }
    if (check.recruiter) {
      const recruiter = footer.getByRole('region', { name: 'Your recruiter' });
      await expect(recruiter).toContainText(check.recruiter.name);
      await expect(recruiter.getByRole('link', { name: check.recruiter.email })).toHaveAttribute(
        'href',
        `mailto:${check.recruiter.email}`,
      );
    }
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolationsOnPage(page);
    await page.screenshot({
      path: test.info().outputPath(`${check.shot}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the client portal’s own shell on every page: the sections, the agency’s phone and the contact’s recruiter, at 375 and 1280 px', async ({
  browser,
}) => {
  // Six pages, two widths, axe on each: two minutes and more on a busy two-core machine.
  test.setTimeout(240_000);
  const staffContext = await browser.newContext();
  const contactContext = await browser.newContext();
  const staff = staffContext.request;
  const { orderId, candidateEmail, candidateName, company } = await setUpClientOrder(
    staff,
    contactContext.request,
  );
  const phone = await agencyPhone(staff);

  // The admin owns the order (so is the contact's recruiter) and opens it; the candidate is
  // shortlisted, agrees to be shared, and an interview is arranged.
  const session = (await (await staff.get('/api/auth/check-session')).json()) as {
    _id: string;
    firstName: string;
    lastName: string;
  };
  const recruiter = { name: `${session.firstName} ${session.lastName}`, email: ADMIN_EMAIL };
  for (const data of [
    { ownerId: session._id },
    { status: 'qualified', fromStatus: 'new' },
    { status: 'open', fromStatus: 'qualified' },
  ]) {
    const changed = await staff.patch(`/api/admin/orders/${orderId}`, {
      headers: await xsrfHeaders(staff),
      data,
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  const candidates = (await (
    await staff.get(`/api/admin/candidates?q=${encodeURIComponent(candidateName)}`)
  ).json()) as { _id: string }[];
  const added = await staff.post(`/api/admin/orders/${orderId}/shortlist`, {
    headers: await xsrfHeaders(staff),
    data: { candidateId: candidates[0]?._id ?? '', pitch: 'Five years on a cardiac ward.' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const entryId = ((await added.json()) as { _id: string })._id;
  const yes = await linkInEmail(candidateEmail, /https?:\/\/\S+\/share-consent\?token=[\w%-]+/);
  const token = decodeURIComponent(/token=([\w%-]+)/.exec(yes)?.[1] ?? '');
  const candidateContext = await browser.newContext();
  await candidateContext.request.post('/api/shortlist-consent/answer', {
    headers: await xsrfHeaders(candidateContext.request),
    data: { token, answer: 'yes' },
  });
  const scheduled = await staff.post(
    `/api/admin/orders/${orderId}/shortlist/${entryId}/interviews`,
    {
      headers: await xsrfHeaders(staff),
      data: {
        date: '2027-01-05',
        time: '10:00',
        timeZone: 'America/Chicago',
        durationMinutes: 45,
        location: 'Ward 3, second floor',
        interviewer: 'Dr. Lee',
      },
    },
  );
  expect(scheduled.status(), await scheduled.text()).toBe(201);

  const client = await contactContext.newPage();
  await client.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });

  // Orders: the company's list; the keyboard's first stop is the skip link, then the
  // sections, each with a visible focus ring.
  await client.goto('/client');
  await expect(client.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
  await client.keyboard.press('Tab');
  const skip = client.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await client.keyboard.press('Enter');
  await expect(client.locator('main')).toBeFocused();
  const nav = client.getByRole('navigation', { name: 'Client portal' });
  // From the top again: the skip link, the agency, its phone, sign-out, then the sections.
  await client.reload();
  await expect(client.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
  const reached: string[] = [];
  for (let step = 0; step < 12 && reached.length < 4; step += 1) {
    await client.keyboard.press('Tab');
    const focused = await client.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement)) return null;
      if (!element.closest('nav[aria-label="Client portal"]')) return null;
      return { text: element.textContent, outline: getComputedStyle(element).outlineStyle };
    });
    if (!focused) continue;
    reached.push(focused.text);
    expect(focused.outline, `${focused.text} shows its focus`).not.toBe('none');
  }
  expect(reached).toEqual(['Orders', 'New order', 'Interviews', 'Account']);
  await expectPortalShell(client, { phone, recruiter, current: 'Orders', shot: 'orders' });

  // An order's page is under Orders.
  await client
    .getByRole('table', { name: `${company}'s orders` })
    .getByRole('link', { name: /Night Nurse/ })
    .click();
  await expect(client.getByRole('article', { name: candidateName })).toBeVisible();
  await expectPortalShell(client, { phone, recruiter, current: 'Orders', shot: 'order' });

  // New order.
  await nav.getByRole('link', { name: 'New order' }).click();
  await expect(client.getByRole('form', { name: 'Request staff' })).toBeVisible();
  await expectPortalShell(client, { phone, recruiter, current: 'New order', shot: 'new-order' });

  // Interviews: the one arranged, with its candidate and order.
  await nav.getByRole('link', { name: 'Interviews' }).click();
  const upcoming = client.getByRole('list', { name: 'Coming up' });
  await expect(upcoming).toContainText(candidateName);
  await expect(upcoming).toContainText('Tue, Jan 5, 2027, 10:00 AM Chicago time');
  await expect(upcoming.getByRole('link', { name: /Night Nurse/ })).toHaveAttribute(
    'href',
    `/client/orders/${orderId}`,
  );
  await expectPortalShell(client, { phone, recruiter, current: 'Interviews', shot: 'interviews' });

  // Account: who is signed in, the security panels, sign-out.
  await nav.getByRole('link', { name: 'Account' }).click();
  const details = client.getByRole('region', { name: 'Your details' });
  await expect(details).toContainText(company);
  await expect(client.getByRole('heading', { level: 2, name: 'Password' })).toBeVisible();
  await expectPortalShell(client, { phone, recruiter, current: 'Account', shot: 'account' });

  // The narrowest phone (320 px, a 1280 px screen at 400 %): the four sections still fit.
  await client.setViewportSize({ width: 320, height: 800 });
  await expect(nav.getByRole('link', { name: 'Interviews' })).toBeInViewport();
  await expectNoSidewaysScroll(client);
  await client.setViewportSize({ width: 1280, height: 900 });

  // A direct load of each page answers with the portal, not the public site.
  for (const path of ['/client/interviews', `/client/orders/${orderId}`, '/client/account']) {
    const response = await client.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(nav).toBeVisible();
  }

  await details.getByRole('button', { name: 'Sign out' }).click();
  await expect(client).toHaveURL(/\/$/);

  // Signed out, the invitation page keeps the agency and its phone, without the sections.
  await client.goto('/client/invitation?token=not-a-real-token');
  await expect(client.getByText('This invitation cannot be used')).toBeVisible();
  await expectPortalShell(client, { phone, shot: 'invitation' });

  await staffContext.close();
  await contactContext.close();
  await candidateContext.close();
});
