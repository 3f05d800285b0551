import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts';
import { logIn, xsrfHeaders } from '../support/e2e-helpers.ts';
import { test } from '../support/interactive-test.ts';

// The staff workspace's search box with the keyboard alone, at a desktop's and a phone's
// width: "/" opens it from a page, the words find an order, a job and a client company in
// their groups, the arrows move through them, Enter opens one; Ctrl-K opens it again, a word
// nothing holds says so, and Escape gives the focus back to the button. axe looks at the
// dialog with results and with none.

// Set to a folder to keep pictures of the box.
const SCREENSHOT_DIR = process.env.STAFF_SEARCH_SCREENSHOTS;

async function look(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  if (SCREENSHOT_DIR)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${String(width)}.png` });
}

for (const width of [1280, 375]) {
  test(`staff search with the keyboard at ${String(width)} px`, async ({ page }) => {
    const run = `${Date.now().toString(36)}${String(width)}`;
    const word = `Quillon${run}`;
    await page.addInitScript(() => {
      window.sessionStorage.setItem('contact-popup-dismissed', 'true');
    });
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);

    const order = await page.request.post('/api/job-orders', {
      headers: await xsrfHeaders(page.request),
      data: {
        position: 'Line Cook',
        industry: 'Business',
        headcount: 2,
        startDate: '2031-05-01',
        assignmentType: 'direct-hire',
        shift: 'day',
        city: 'Joliet',
        state: 'IL',
        zip: '60431',
        contactName: 'Ottilie Vance',
        company: `${word} Foods`,
        email: `ottilie-${run}@example.com`,
        phone: '(815) 555-0100',
      },
    });
    expect(order.status(), await order.text()).toBe(201);
    const job = await page.request.post('/api/jobs/create-job', {
      headers: await xsrfHeaders(page.request),
      data: {
        title: `${word} Welder`,
        location: 'Gary, IN',
        salary: '$30/hr',
        type: 'Full-Time',
        schedule: 'Days',
        industry: 'Construction',
        description: 'Welding.',
        responsibilities: 'Weld',
        skills: 'TIG',
      },
    });
    expect(job.status(), await job.text()).toBe(201);
    const client = await page.request.post('/api/admin/clients', {
      headers: await xsrfHeaders(page.request),
      data: { name: `${word} Logistics`, industry: 'Drivers', locations: ['Gary, IN'] },
    });
    expect(client.status(), await client.text()).toBe(201);

    if (SCREENSHOT_DIR) {
      await page.screenshot({ path: `${SCREENSHOT_DIR}/staff-search-button-${String(width)}.png` });
    }
    // "/" from the page, not from a field.
    await page.locator('main').focus();
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const box = dialog.getByRole('combobox', { name: /Search candidates, jobs, orders/ });
    await expect(box).toBeFocused();
    await page.keyboard.type(word.toLowerCase(), { delay: 20 });
    await expect(dialog.getByRole('group', { name: 'Jobs' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Orders' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Clients' })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const active = () =>
      box.evaluate(
        (input) =>
          document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent,
      );
    expect(await active()).toContain(`${word} Welder`);
    await look(page, 'staff-search-results');

    await page.keyboard.press('ArrowDown');
    expect(await active()).toContain(`Line Cook at ${word} Foods`);
    await page.keyboard.press('End');
    expect(await active()).toContain(`${word} Logistics`);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/orders\/[\w-]+$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: /Line Cook/ })).toBeVisible();

    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await page.keyboard.type('zzqqxx');
    await expect(dialog.getByText('Nothing matches “zzqqxx”', { exact: false })).toBeVisible();
    await look(page, 'staff-search-nothing');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Search…/ })).toBeFocused();
  });
}
