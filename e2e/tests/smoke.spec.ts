import { expect } from '@playwright/test';
import { test } from '../support/interactive-test.ts';

// Every route of the specification's route table loads in a real browser: the page renders
// a heading, not the 404 page, and nothing throws.
const SPEC_ROUTES = [
  '/',
  '/find-job',
  '/find-job/construction',
  '/find-job/healthcare',
  '/find-job/it-tech',
  '/find-job/business',
  '/find-job/drivers',
  '/find-talent',
  '/find-talent/construction',
  '/find-talent/healthcare',
  '/find-talent/it-tech',
  '/find-talent/business',
  '/find-talent/drivers',
  '/industries',
  '/about-us',
  '/contact-us',
  '/sign-up',
  '/login',
  '/forgot-password',
  '/sales-rep',
  '/project-manager-internship',
  '/careers',
];

const NOT_FOUND_TEXT = 'Page not found. Please check the URL and try again.';

for (const route of SPEC_ROUTES) {
  test(`route ${route} renders`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByText(NOT_FOUND_TEXT)).toHaveCount(0);
    await expect(page.locator('footer')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('an unknown page answers 404 and shows the 404 text from the client router', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
});

test('an unknown API route answers JSON 404', async ({ request }) => {
  const response = await request.get('/api/no-such');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'No such API endpoint.' });
});

test('the server reports health', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
});

test('a route change scrolls back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  await page.evaluate(() => {
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page
    .locator('footer')
    .getByRole('link', { name: /careers/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('guarded pages send a visitor to the login page', async ({ page }) => {
  for (const route of ['/profile', '/admin', '/admin/post-job', '/admin/all-jobs', '/edit-job/x']) {
    await page.goto(route);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(route)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  }
});
