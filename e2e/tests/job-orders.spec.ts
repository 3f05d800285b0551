import { expect, type Page } from '@playwright/test';
import { test } from '../support/interactive-test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts';
import { expectNoAxeViolations, logIn } from '../support/e2e-helpers.ts';

const RUN = Date.now().toString(36);
const WIDTHS = [375, 1280] as const;
// Set to a folder to keep pictures of the form and the board at both widths.
const SCREENSHOT_DIR = process.env.JOB_ORDERS_SCREENSHOTS;

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return;
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

test.beforeEach(async ({ page }) => {
  // The contact popup slides up 6 s into a visit; this flow is not about it.
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

async function sendOrder(page: Page, company: string) {
  const form = page.getByRole('form', { name: 'Request staff' });
  await form.getByLabel('Position').fill('Night Nurse');
  await form.getByLabel('Headcount').fill('3');
  await form.getByLabel('Start date').fill('2027-01-11');
  await form.getByLabel('Assignment type').selectOption('temporary');
  await form.getByLabel('Shift').selectOption('night');
  await form.getByLabel('End date').fill('2027-04-30');
  await form.getByLabel(/^Pay from/).fill('42');
  await form.getByLabel(/^Pay to/).fill('55');
  await form.getByLabel(/^Paid per/).selectOption('hour');
  await form.getByLabel('City').fill('Chicago');
  await form.getByLabel('State').selectOption('IL');
  await form.getByLabel('ZIP code').fill('60601');
  await form.getByLabel('Certifications').fill('BLS, ACLS');
  await form.getByLabel('Your name').fill('Grace Hopper');
  await form.getByLabel('Company').fill(company);
  await form.getByLabel('Email').fill(`orders-${RUN}@example.com`);
  await form.getByLabel('Phone').fill('(312) 555-0100');
  await form.getByRole('button', { name: 'Send request' }).click();
}

for (const width of WIDTHS) {
  test(`an employer requests staff from /find-talent/healthcare at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/find-talent/healthcare');
    // The spec's Contact Us stays; "Request staff" is beside it.
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Contact Us' }).first(),
    ).toHaveAttribute('href', '/contact-us');
    await page.getByRole('main').getByRole('link', { name: 'Request staff' }).click();
    const section = page.getByRole('region', { name: 'Request staff' });
    await expect(section.getByLabel('Industry')).toHaveValue('Healthcare');

    // Nothing filled in: every required field says what it needs, and nothing is sent.
    await section.getByRole('button', { name: 'Send request' }).click();
    await expect(section.getByText('Position is required')).toBeVisible();
    await expect(section.getByLabel('Position')).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshot(page, `request-staff-errors-${width}`);

    await sendOrder(page, `Lakeside ${RUN} ${width}`);
    await expect(section.getByRole('heading', { name: 'Request received' })).toBeFocused();
    await expectNoAxeViolations(page);
  });
}

test('/find-talent holds the form with no industry chosen, and passes axe at both widths', async ({
  page,
}) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/find-talent');
    const section = page.getByRole('region', { name: 'Request staff' });
    await expect(section.getByLabel('Industry')).toHaveValue('');
    await expectNoAxeViolations(page);
  }
});

test('staff see the order on /admin/orders, qualify it and post it as a job', async ({ page }) => {
  const company = `Lakeside ${RUN} 1280`;
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);
  await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: /^Orders/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const filters = page.getByRole('search', { name: 'Filter orders' });
  await filters.getByRole('searchbox', { name: /Search/ }).fill(company);
  await filters.getByLabel('Status').selectOption('new');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?q=.+&status=new$/);
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toContainText('New');
  await expect(row).toContainText('0 / 3');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await screenshot(page, `order-board-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole('link', { name: 'Night Nurse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Night Nurse' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The order' })).toContainText('$42 – $55 per hour');
  const status = page.getByRole('region', { name: 'Status' });
  await status.getByLabel('Move to').selectOption('qualified');
  await status.getByRole('button', { name: 'Change status' }).click();
  await expect(status.getByText('Moved to Qualified.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('New → Qualified');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await screenshot(page, `order-page-${width}`);
  }

  // The board shows it qualified.
  await page.goto(`/admin/orders?q=${encodeURIComponent(company)}`);
  const qualified = page.getByRole('row').filter({ hasText: company });
  await expect(qualified).toContainText('Qualified');

  // "Post as a job": the job form arrives filled in from the order; staff complete it.
  await qualified.getByRole('link', { name: 'Night Nurse' }).click();
  await page.getByRole('link', { name: 'Post as a job' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/[^/]+\/post-job$/);
  await expect(page.getByLabel('Job title')).toHaveValue('Night Nurse');
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Chicago, IL');
  await page.getByLabel('Job title').fill(`Night Nurse ${RUN}`);
  await page.getByLabel('Responsibilities').fill('Care for patients on the night shift.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(
    page.getByRole('heading', { name: 'The job is posted and linked to its order.' }),
  ).toBeFocused();
  await page.getByRole('link', { name: 'Back to the order' }).last().click();
  const posting = page.getByRole('region', { name: 'Job posting' });
  await expect(posting.getByRole('link', { name: `Night Nurse ${RUN}` })).toBeVisible();
  await expect(posting).toContainText('Nobody has applied to the job yet.');
});
