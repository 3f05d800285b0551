import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { test } from '../support/interactive-test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts';

// The contact popup slides up 6 s into a visit and holds the page modal; these flows are not
// about it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

const RUN = Date.now().toString(36);

// The smallest file the server accepts as a PDF (it checks the content, not the name).
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

async function xsrfToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return cookie.value;
}

// Logs the browser context in as the seeded admin through the API, the way the web app does:
// the session check hands out the XSRF cookie, state-changing calls echo it in a header.
async function logInAsAdminViaApi(request: APIRequestContext, context: BrowserContext) {
  expect((await request.get('/api/auth/check-session')).status()).toBe(401);
  const login = await request.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(context) },
  });
  expect(login.status()).toBe(200);
  // The session check after login issues the token bound to the new session.
  await request.get('/api/auth/check-session');
}

test('/find-job lists the 9 newest jobs, and a search narrows them and lives in the URL', async ({
  page,
}) => {
  await page.goto('/find-job');
  await expect(page.getByRole('heading', { name: 'RECENT JOB POSTINGS' })).toBeVisible();
  const recent = page.getByRole('list', { name: 'RECENT JOB POSTINGS' });
  await expect(recent.getByRole('article')).toHaveCount(9);
  // Every card says how old it is and opens the job's own page.
  await expect(recent.getByRole('article').first()).toContainText(/Posted (today|\d+ \w+ ago)/);

  const search = page.getByRole('search', { name: 'Job search' });
  await search.getByRole('searchbox', { name: 'Keywords' }).fill('nurse');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/find-job\?q=nurse$/);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link', { name: /Registered Nurse/ })).toBeVisible();
  const count = await results.getByRole('article').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(9);
  for (const title of await results.getByRole('heading').allTextContents()) {
    expect(title.toLowerCase()).toContain('nurse');
  }
  await expect(page.getByRole('heading', { name: 'RECENT JOB POSTINGS' })).toHaveCount(0);

  // The URL alone reproduces the search: a shared link, or the navbar's search box.
  await page.goto('/find-job?q=driver&industry=Drivers');
  await expect(page.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('driver');
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveValue('Drivers');
  await expect(results.getByRole('link', { name: /Delivery Driver/ })).toBeVisible();

  await page.getByRole('link', { name: /Delivery Driver/ }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /Delivery Driver/ })).toBeVisible();
});

test('an industry page shows its marketing text and only that industry’s jobs', async ({
  page,
}) => {
  await page.goto('/find-job/drivers');
  await expect(page.getByRole('heading', { level: 1, name: 'Drivers Jobs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
  const list = page.getByRole('list', { name: 'Open Drivers jobs' });
  await expect(list.getByRole('article').first()).toBeVisible();
  const cards = await list.getByRole('article').all();
  expect(cards.length).toBeGreaterThanOrEqual(3);
  for (const card of cards) {
    await expect(card).toContainText('Industry: Drivers');
  }
  await expect(list).not.toContainText('Registered Nurse');
});

test('quick apply to a seeded job with a real PDF ends in Success!, and a 6 MB file is refused', async ({
  page,
}) => {
  await page.goto('/find-job/healthcare');
  await page
    .getByRole('list', { name: 'Open Healthcare jobs' })
    .getByRole('link', { name: /Certified Medical Assistant/ })
    .click();
  const applyNow = page.getByRole('button', { name: 'Apply now' });
  await applyNow.click();

  const dialog = page.getByRole('dialog', { name: /Apply for Certified Medical Assistant/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('First name')).toBeFocused();

  await dialog.getByLabel('First name').fill('Erin');
  await dialog.getByLabel('Last name').fill(`Tester ${RUN}`);
  await dialog.getByLabel('Email').fill(`e2e-apply-${RUN}@example.com`);

  await dialog.getByLabel('Resume').setInputFiles({
    name: 'big-resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(6 * 1024 * 1024, 0x20),
  });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('File size should be less than 5MB.')).toBeVisible();

  await dialog.getByLabel('Resume').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: SMALL_PDF,
  });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Success!')).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('Application submitted successfully!');

  // Esc closes the dialog and focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(applyNow).toBeFocused();
});

test('markup in a job created through the API shows as text and never runs', async ({
  page,
  context,
}) => {
  const payload = '<img src=x onerror=alert(1)>';
  const request = page.request;
  await logInAsAdminViaApi(request, context);
  const created = await request.post('/api/jobs/create-job', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(context) },
    data: {
      title: `Markup test ${RUN}`,
      location: 'Springfield, IL',
      salary: '$1',
      type: 'Contract',
      schedule: 'Any',
      description: `Before\n${payload}\nAfter`,
      responsibilities: '<script>alert(2)</script>',
      skills: 'None',
      industry: 'Business',
    },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { _id: string };

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/jobs/${job._id}`);
  const description = page.getByRole('region', { name: 'Description' });
  await expect(description).toContainText(payload);
  await expect(page.getByRole('region', { name: 'Responsibilities' })).toContainText(
    '<script>alert(2)</script>',
  );
  await expect(page.locator('main img')).toHaveCount(0);
  // Line breaks are kept: the payload sits on its own line between the other two.
  const lines = (await description.locator('p').innerText()).split('\n');
  expect(lines).toEqual(['Before', payload, 'After']);
  expect(dialogs).toEqual([]);

  const removed = await request.delete(`/api/jobs/job/${job._id}`, {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(context) },
  });
  expect(removed.status()).toBe(204);
});

test('an unknown job id shows Job not found with a link back to /find-job', async ({ page }) => {
  await page.goto('/jobs/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Find a Job' }).click();
  await expect(page).toHaveURL(/\/find-job$/);
  await expect(page.getByRole('heading', { name: 'RECENT JOB POSTINGS' })).toBeVisible();
});
