import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/interactive-test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eOutbox } from '../support/e2e-env.ts';
import { buildPdf } from '../support/e2e-helpers.ts';

// The server's default agency mailbox unless the run configures another one.
const AGENCY_EMAIL = process.env.AGENCY_EMAIL ?? 'careers@keystone-staffing.example';
const RUN = Date.now().toString(36);

async function findEmail(predicate: (text: string) => boolean): Promise<string | undefined> {
  const outbox = e2eOutbox();
  let names: string[];
  try {
    names = await readdir(outbox);
  } catch {
    return undefined;
  }
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const text = await readFile(path.join(outbox, name), 'utf8');
    if (predicate(text)) return text;
  }
  return undefined;
}

// The contact popup slides up 6 s into a visit; these flows are not about it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

async function logInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('the contact form thanks the visitor and emails the agency', async ({ page }) => {
  const sender = `e2e-contact-${RUN}@example.com`;
  await page.goto('/contact-us');

  const main = page.getByRole('main');
  await expect(main.getByText('9AM–5PM Central Time')).toBeVisible();

  await main.getByRole('textbox', { name: 'Email' }).fill(sender);
  await main.getByRole('combobox', { name: 'Country' }).selectOption('United States of America');
  await main
    .getByRole('combobox', { name: 'Purpose' })
    .selectOption("Interested in the company's Services");
  await main.getByRole('textbox', { name: 'Positions' }).fill(`Welders ${RUN}`);
  await main.getByRole('textbox', { name: /Comments/ }).fill('Two welders for a March start.');
  await main.getByRole('button', { name: 'Send Message' }).click();

  await expect(main.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(
    main.getByText('Your email has been sent successfully. We will be in contact soon.'),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Send Message' })).toHaveCount(0);

  await expect
    .poll(
      async () =>
        (await findEmail(
          (text) => text.includes(`To: ${AGENCY_EMAIL}`) && text.includes(sender),
        )) !== undefined,
      { timeout: 15_000 },
    )
    .toBe(true);
});

test('an applicant applies on /sales-rep and the admin opens the resume', async ({ page }) => {
  const pdf = buildPdf();
  const lastName = `Applicant${RUN}`;
  const applicantEmail = `e2e-sales-${RUN}@example.com`;

  await page.goto('/careers');
  await page.getByRole('link', { name: /Learn More & Apply\W+Sales Representative/ }).click();
  await expect(page).toHaveURL(/\/sales-rep$/);
  await expect(page.getByText('High-ticket commission').first()).toBeVisible();
  // The page may have arrived server-rendered: its button works once React has hydrated it.
  await expect(page.locator('html[data-interactive]')).toBeAttached();

  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Sales Representative' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('First name').fill('Sally');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Email').fill(applicantEmail);
  await dialog
    .getByLabel('Resume')
    .setInputFiles({ name: 'sally-resume.pdf', mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Success!')).toBeVisible();

  await logInAsAdmin(page);
  await page.goto('/admin/applications?kind=sales-rep');
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sally');
  await expect(row).toContainText(applicantEmail);
  await expect(row).toContainText('Sales Representative');

  const resumeLink = row.getByRole('link', { name: /sally-resume\.pdf/ });
  const href = await resumeLink.getAttribute('href');
  expect(href).toMatch(/^\/api\/admin\/applications\/[^/]+\/resume$/);

  // The link opens the file in a new tab with the admin's session cookie.
  const popupPromise = page.waitForEvent('popup');
  const responsePromise = page
    .context()
    .waitForEvent('response', (response) => response.url().endsWith(href!));
  await resumeLink.click();
  const popup = await popupPromise;
  const response = await responsePromise;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await popup.close();

  // The same request from the logged-in context returns the uploaded bytes unchanged.
  const download = await page.request.get(href!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
  expect(Buffer.compare(await download.body(), pdf)).toBe(0);

  // Without the session the file is not served.
  const anonymous = await page.context().browser()!.newContext();
  const denied = await anonymous.request.get(new URL(href!, page.url()).toString());
  expect([401, 403]).toContain(denied.status());
  await anonymous.close();
});
