import { expect } from '@playwright/test';
import { test } from '../support/interactive-test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts';
import { buildPdf, expectNoAxeViolations, logIn, xsrfHeaders } from '../support/e2e-helpers.ts';

const RUN = Date.now().toString(36);

// The contact popup slides up 6 s into a visit; these flows are not about it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

test('an admin disables a user who is logged in elsewhere, who is logged out at once', async ({
  page,
  browser,
  request,
}) => {
  const email = `e2e-disable-${RUN}@example.com`;
  const password = 'disable-me-password-1';
  const name = `Dana ${RUN}`;

  // The user signs up (through the API, as the page would) and logs in in a browser of their own.
  const signup = await request.post('/api/users/signup', {
    headers: await xsrfHeaders(request),
    multipart: { firstName: 'Dana', lastName: RUN, email, password },
  });
  expect(signup.status()).toBe(201);

  const userContext = await browser.newContext();
  await userContext.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
  const userPage = await userContext.newPage();
  await logIn(userPage, email, password, /\/find-job$/);
  await expect(userPage.getByRole('banner').getByRole('button', { name: 'LOGOUT' })).toBeVisible();

  // The admin finds them on Manage Users, through the staff navigation.
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);
  const main = page.getByRole('main');
  await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: /^Users/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
  // Newest first: the new account heads the list.
  await expect(main.getByRole('row').nth(1).getByRole('rowheader')).toContainText(name);
  // The admin's own row offers no actions.
  const ownRow = main.getByRole('row').filter({ hasText: ADMIN_EMAIL });
  await expect(ownRow.getByText('Your own account')).toBeVisible();
  await expect(ownRow.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await main.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(email)}$`));
  const row = main.getByRole('row').filter({ hasText: email });
  await expect(main.getByRole('row')).toHaveCount(2);
  await expect(row.getByText('Active')).toBeVisible();

  const disable = row.getByRole('button', { name: `Disable ${name}'s account` });
  await disable.click();
  const dialog = page.getByRole('dialog', { name: `Disable ${name}'s account?` });
  await expect(dialog).toContainText(
    'They will be logged out everywhere and cannot log in until enabled again.',
  );
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Esc cancels and nothing changes.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(disable).toBeFocused();
  await expect(row.getByText('Active')).toBeVisible();

  await disable.click();
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'is disabled' })).toHaveText(
    `${name}'s account is disabled. They have been logged out everywhere.`,
  );
  await expect(row.getByText('Disabled')).toBeVisible();
  await expect(row.getByRole('button', { name: `Enable ${name}'s account` })).toBeFocused();

  // The user's next request finds no session: the navbar offers LOGIN again.
  await userPage.goto('/find-job');
  await expect(userPage.getByRole('banner').getByRole('link', { name: 'LOGIN' })).toBeVisible();
  expect((await userPage.request.get('/api/auth/check-session')).status()).toBe(401);
  // And they cannot log back in.
  await userPage.goto('/login');
  await userPage.getByLabel('Email').fill(email);
  await userPage.getByLabel('Password', { exact: true }).fill(password);
  await userPage.getByRole('button', { name: 'Log In' }).click();
  await expect(userPage.getByRole('alert')).toBeVisible();
  await expect(userPage).toHaveURL(/\/login$/);
  await userContext.close();

  // The change is in the activity log (/admin/activity, one click from Today).
  await page.goto('/admin/activity');
  const recent = main.getByRole('region', { name: 'Recent activity' });
  await expect(recent.getByRole('link', { name: `disabled ${name}'s account` })).toBeVisible();
});

test('the activity log shows an application that was just submitted, and the trends count it', async ({
  page,
  request,
}) => {
  const firstName = 'Quinn';
  const lastName = `Applicant ${RUN}`;

  // A visitor applies to a seeded job through the API.
  const jobs = await request.get('/api/jobs/jobs?limit=1');
  expect(jobs.ok()).toBe(true);
  const [job] = (await jobs.json()) as { _id: string; overview: { title: string } }[];
  expect(job).toBeTruthy();
  const applied = await request.post('/api/email/quick-apply', {
    headers: await xsrfHeaders(request),
    multipart: {
      firstName,
      lastName,
      email: `e2e-apply-${RUN}@example.com`,
      jobId: job!._id,
      jobTitle: job!.overview.title,
      jobLink: `/jobs/${job!._id}`,
      resume: { name: 'quinn-resume.pdf', mimeType: 'application/pdf', buffer: buildPdf() },
    },
  });
  expect(applied.status()).toBe(201);

  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Total applications', { exact: true })).toBeVisible();
  // Today links to the activity log and to the trends.
  await main.getByRole('link', { name: 'Activity log' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);

  const recent = main.getByRole('region', { name: 'Recent activity' });
  const entry = recent.getByRole('listitem').filter({ hasText: `${firstName} ${lastName}` });
  await expect(entry.getByRole('link')).toHaveText(
    `${firstName} ${lastName} applied for “${job!.overview.title}”`,
  );
  await expect(entry.locator('time')).toHaveText('just now');

  // The trends: two charts, each with its numbers as a table, and the exports.
  await page.goto('/admin');
  await main.getByRole('link', { name: 'Trends and orders by industry' }).click();
  await expect(page).toHaveURL(/\/admin\/insights$/);
  const trends = main.getByRole('region', { name: 'Trends' });
  await expect(trends.getByRole('img')).toHaveCount(2);
  await expect(trends.getByRole('img').last()).toHaveAttribute(
    'aria-label',
    /This week so far: [1-9]/,
  );
  await trends.getByText('Show as table').first().click();
  await expect(trends.getByRole('table', { name: 'Open jobs by industry' })).toBeVisible();
  const download = page.waitForEvent('download');
  await trends.getByRole('link', { name: 'Download applications (CSV)' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectNoAxeViolations(page);

  await page.goto('/admin/activity');
  await entry.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/applications$/);
});
