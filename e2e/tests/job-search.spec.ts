import { gotoInteractive } from '../support/e2e-helpers.ts';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/interactive-test.ts';

// The contact popup slides up 6 s into a visit and holds the page modal; these flows are not
// about it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

// The find-job filters are GET forms the server answers, live in the URL, and a shared link
// gives the same results; where a script runs a choice applies at once, and the drawer on
// phones stages its choices until "Show N jobs". Runs on the demo jobs the server seeds on
// first start.

async function resultTitles(page: Page): Promise<string[]> {
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  return results.getByRole('heading').allTextContents();
}

test('filters by remote and minimum pay, and the shared URL gives the same results', async ({
  page,
  browser,
}) => {
  await gotoInteractive(page, '/find-job');
  await page.getByRole('button', { name: 'More filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter jobs' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('checkbox', { name: /^Remote/ }).click();
  await expect(drawer.getByRole('checkbox', { name: /^Remote/ })).toBeChecked();
  await drawer.getByRole('combobox', { name: 'Minimum pay' }).selectOption('100000');
  // The drawer stays open while choosing; the counts beside each choice follow the others.
  await expect(drawer.getByRole('checkbox', { name: /^Remote \(\d+\+?\)$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/find-job$/);
  // "Show N jobs" loads the page for the choices.
  await drawer.getByRole('button', { name: /^Show \d+ jobs?$/ }).click();
  await expect(page).toHaveURL(/\?workplace=remote&minAnnualPay=100000$/);
  await expect(drawer).toBeHidden();

  const titles = await resultTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  // Every result is remote and pays at least $100,000 a year, as its card says.
  for (const card of await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('article')
    .all()) {
    await expect(card).toContainText('Remote');
    await expect(card).toContainText(/per year|per hour|per week|per month|per day/);
  }
  await expect(page.getByRole('status')).toContainText('(Remote)');
  await expect(page.getByRole('status')).toContainText('paying $100,000+ a year');

  // The link, opened in a new page, restores the filters and the results.
  const shared = page.url();
  const other = await browser.newPage();
  await gotoInteractive(other, shared);
  expect(await resultTitles(other)).toEqual(titles);
  await expect(other.getByRole('checkbox', { name: /^Remote/ }).first()).toBeChecked();
  await expect(other.getByRole('combobox', { name: 'Minimum pay' }).first()).toHaveValue('100000');
  await other.close();

  // Each choice in the sidebar loads its page, and Back steps out of them one at a time.
  const sidebar = page.getByRole('complementary', { name: 'Filter jobs' });
  await sidebar.getByRole('combobox', { name: 'Minimum pay' }).selectOption('');
  await expect(page).toHaveURL(/\?workplace=remote$/);
  // The focus stays on the control that was changed.
  await expect(sidebar.getByRole('combobox', { name: 'Minimum pay' })).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\?workplace=remote&minAnnualPay=100000$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/find-job$/);
});

test('the find-job page with its filter drawer open has no axe violations (phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoInteractive(page, '/find-job?workplace=remote');
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter jobs' });
  await expect(drawer.getByRole('checkbox', { name: /^Remote/ })).toBeChecked();
  await expect(drawer.getByRole('checkbox', { name: /^Remote \(\d+\+?\)$/ })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`,
    ),
  ).toEqual([]);
  await page.screenshot({
    path: test.info().outputPath('find-job-drawer-375.png'),
    fullPage: false,
  });
});

test('the desktop sidebar filters by place and sorts a keyword search by best match', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoInteractive(page, '/find-job?q=nurse');
  const sidebar = page.getByRole('complementary', { name: 'Filter jobs' });
  await sidebar.getByRole('textbox', { name: 'Location' }).fill('Chicago, IL');
  await sidebar.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\?q=nurse&where=Chicago%2C\+IL$/);
  expect((await resultTitles(page)).length).toBeGreaterThan(0);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('relevance');
  await expect(page).toHaveURL(/&sort=relevance$/);
  expect((await resultTitles(page)).length).toBeGreaterThan(0);
  await page.screenshot({
    path: test.info().outputPath('find-job-sidebar-1280.png'),
    fullPage: true,
  });
});
