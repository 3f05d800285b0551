import { expect, type Browser, type Page } from '@playwright/test';
import { test } from '../support/interactive-test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts';
import { expectNoAxeViolations, logIn, xsrfHeaders } from '../support/e2e-helpers.ts';

const RUN = Date.now().toString(36);

async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
  return context.newPage();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

test.describe('sessions and roles', () => {
  test('an admin makes someone a recruiter, who sees the board but not accounts', async ({
    page,
    browser,
    request,
  }) => {
    const email = `e2e-recruiter-${RUN}@example.com`;
    const password = 'recruiter-password-1';
    const signup = await request.post('/api/users/signup', {
      headers: await xsrfHeaders(request),
      multipart: { firstName: 'Rita', lastName: RUN, email, password },
    });
    expect(signup.status()).toBe(201);

    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);
    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('main').getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: `Make recruiter: Rita ${RUN}` }).click();
    const confirm = page.getByRole('dialog', { name: `Make Rita ${RUN} a recruiter?` });
    await confirm.getByRole('button', { name: 'Make recruiter' }).click();
    await expect(page.getByText(`Rita ${RUN} is now a recruiter.`)).toBeVisible();
    await expect(row.getByText('Recruiter', { exact: true })).toBeVisible();

    const recruiter = await newVisitor(browser);
    await logIn(recruiter, email, password, /\/admin$/);
    const main = recruiter.getByRole('main');
    await expect(main.getByRole('link', { name: 'Post a Job' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'View Applications' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Manage Users' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Failed Emails' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: /Download users/ })).toHaveCount(0);
    // Typing the address does not get them in either.
    await recruiter.goto('/admin/users');
    await expect(recruiter).toHaveURL(/\/$/);
    await recruiter.goto('/admin/applications');
    await expect(recruiter.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(recruiter).toHaveURL(/\/admin\/applications$/);
    await recruiter.context().close();
  });

  test('the security page lists both browsers and signs out the other one', async ({
    page,
    browser,
    request,
  }) => {
    const email = `e2e-sessions-${RUN}@example.com`;
    const password = 'two-browsers-password-1';
    const signup = await request.post('/api/users/signup', {
      headers: await xsrfHeaders(request),
      multipart: { firstName: 'Sam', lastName: RUN, email, password },
    });
    expect(signup.status()).toBe(201);

    const other = await newVisitor(browser);
    await logIn(other, email, password, /\/find-job$/);
    await logIn(page, email, password, /\/find-job$/);

    await page.goto('/profile');
    await page.getByRole('link', { name: 'Sign-in and security' }).click();
    await expect(page).toHaveURL(/\/profile\/security$/);
    const sessions = page.getByRole('list', { name: 'Signed-in browsers' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('This browser')).toBeVisible();
    await expect(sessions.getByRole('heading', { name: /Chrome/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/security-page-${width}.png`, fullPage: true });
    }

    await sessions.getByRole('button', { name: /^Sign out / }).click();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await other.goto('/profile');
    await expect(other).toHaveURL(/\/login\?next=%2Fprofile$/);
    await other.context().close();

    // A new password keeps this browser signed in and takes effect at once.
    await page.getByLabel('Current password').fill(password);
    await page.getByLabel(/^New password/).fill('a-new-password-2');
    await page.getByLabel('Confirm new password').fill('a-new-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed.')).toBeVisible();
    const relogin = await newVisitor(browser);
    await logIn(relogin, email, 'a-new-password-2', /\/find-job$/);
    await relogin.context().close();
  });
});
