import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSettings } from '../support/e2e-env.ts';
import { xsrfHeaders } from '../support/e2e-helpers.ts';
import { test } from '../support/site-test.ts';

// Job search with JavaScript off (or before the script has arrived on a slow phone): the
// header search, find-job's keywords, filters, sort and pages, and an industry's pages are
// plain GET forms and links the server answers. No page here ever becomes "interactive", so
// this spec uses the plain site test (its worker's server) and never waits for the marker.
test.use({ javaScriptEnabled: false });

const RUN = Date.now().toString(36);
// A word no seeded job has, so the search finds only the jobs this spec posts.
const KEYWORD = `quillon${RUN}`;
// More than one page (12 a page) of them, four of them remote.
const POSTED = 14;
const REMOTE = 4;

let staff: APIRequestContext;
const posted: string[] = [];

test.beforeAll(async () => {
  staff = await playwrightRequest.newContext({ baseURL: e2eSettings().baseUrl });
  const login = await staff.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: await xsrfHeaders(staff),
  });
  expect(login.status()).toBe(200);
  for (let index = 0; index < POSTED; index += 1) {
    const created = await staff.post('/api/jobs/create-job', {
      headers: await xsrfHeaders(staff),
      data: {
        title: `Formwork Carpenter ${index + 1} ${KEYWORD}`,
        location: 'Chicago, IL',
        salary: '$30/hr',
        type: 'Full-Time',
        schedule: 'Days',
        industry: 'Construction',
        workplace: index < REMOTE ? 'remote' : 'on-site',
        description: `Concrete formwork on the ${KEYWORD} site.`,
        responsibilities: 'Build and strip forms',
        skills: 'Carpentry',
      },
    });
    expect(created.status()).toBe(201);
    posted.push(((await created.json()) as { _id: string })._id);
  }
});

test.afterAll(async () => {
  for (const id of posted) {
    const removed = await staff.delete(`/api/jobs/job/${id}`, {
      headers: await xsrfHeaders(staff),
    });
    expect(removed.status()).toBe(204);
  }
  await staff.dispose();
});

test('searches from the header, pages, sorts and filters on /find-job, and opens a job', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(KEYWORD);
  await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/find-job\\?q=${KEYWORD}$`));
  const status = page.getByRole('status');
  await expect(status).toHaveText(`Showing 1–12 of ${POSTED} jobs found matching “${KEYWORD}”.`);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('article')).toHaveCount(12);
  // What needs a script says so instead of showing a button that does nothing.
  // (Playwright's text and role queries skip <noscript>; its content is on screen here.)
  const note = page.locator('main noscript p');
  await expect(note).toBeVisible();
  await expect(note).toHaveText('Turn on JavaScript to get jobs like these by email.');
  await expect(page.getByRole('button', { name: 'Email me jobs like these' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();

  // The pages are links.
  await page
    .getByRole('navigation', { name: 'Search results pages' })
    .getByRole('link', { name: /Next/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${KEYWORD}&page=2$`));
  await expect(results.getByRole('article')).toHaveCount(POSTED - 12);
  await expect(status).toHaveText(
    `Showing 13–${POSTED} of ${POSTED} jobs found matching “${KEYWORD}”.`,
  );

  // The sort is a form with its own button; a new order starts at page 1.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('relevance');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${KEYWORD}&sort=relevance$`));
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  await expect(results.getByRole('article')).toHaveCount(12);

  // The sidebar's filters apply with "Apply filters" and keep the keywords and the sort.
  const sidebar = page.getByRole('complementary', { name: 'Filter jobs' });
  await sidebar.getByRole('checkbox', { name: /^Remote/ }).check();
  await sidebar.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]workplace=remote(&|$)/);
  const search = new URL(page.url()).searchParams;
  expect(search.get('q')).toBe(KEYWORD);
  expect(search.get('sort')).toBe('relevance');
  await expect(status).toHaveText(`${REMOTE} jobs found matching “${KEYWORD}” (Remote).`);
  await expect(sidebar.getByRole('checkbox', { name: /^Remote \(\d+\)$/ })).toBeChecked();
  for (const card of await results.getByRole('article').all()) {
    await expect(card).toContainText('Remote');
  }

  // "Clear filters" is a link back to the search without them.
  await sidebar.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${KEYWORD}&sort=relevance$`));

  // The keyword form changes the keywords and keeps the sort.
  const form = page.getByRole('search', { name: 'Job search' });
  await form.getByRole('combobox', { name: 'Job type' }).selectOption('Contract');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'No matching jobs' })).toBeVisible();
  await page.getByRole('link', { name: 'See all recent jobs' }).click();
  await expect(page).toHaveURL(/\/find-job$/);
  await expect(page.getByRole('heading', { name: 'RECENT JOB POSTINGS' })).toBeVisible();

  // A job opens from its card.
  await page.goto(`/find-job?q=${KEYWORD}`);
  const first = results.getByRole('article').first().getByRole('heading').getByRole('link');
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('on a phone the header menu opens, and its search finds jobs', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/about-us');
  const menu = page.getByRole('navigation', { name: 'Main' });
  const search = page.getByRole('searchbox', { name: 'Search jobs' });
  await expect(menu).toBeHidden();
  await expect(search).toBeHidden();

  // The toggle is a disclosure the browser opens and closes by itself.
  const toggle = page.getByText('Menu', { exact: true });
  await toggle.click();
  await expect(menu.getByRole('link', { name: 'FIND TALENT' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();
  await toggle.click();
  await expect(search).toBeHidden();

  await toggle.click();
  await search.fill(KEYWORD);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/find-job\\?q=${KEYWORD}$`));
  await expect(page.getByRole('status')).toHaveText(
    `Showing 1–12 of ${POSTED} jobs found matching “${KEYWORD}”.`,
  );
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('article')).toHaveCount(
    12,
  );
  // A new document starts with the menu closed.
  await expect(search).toBeHidden();
});

test('on a phone the filters open in place and apply with their button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/find-job');
  await expect(page.getByRole('button', { name: 'More filters' })).toBeHidden();
  await page.locator('summary', { hasText: 'More filters' }).click();
  await page.getByRole('checkbox', { name: /^Remote/ }).check();
  await page.getByRole('radio', { name: 'Past 30 days' }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]workplace=remote&.*postedWithin=30/);
  await expect(page.getByRole('status')).toContainText('(Remote) posted in the past 30 days');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('article').first()).toBeVisible();

  // Beside the results on a phone the filters are in place too, set as the page's search.
  await page.locator('summary', { hasText: /^Filters$/ }).click();
  await expect(page.getByRole('checkbox', { name: /^Remote/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Past 30 days/ })).toBeChecked();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/find-job$/);
});

test('an industry page pages through its jobs with links and opens a job', async ({ page }) => {
  await page.goto('/find-job/construction');
  const list = page.getByRole('list', { name: 'Open Construction jobs' });
  await expect(list.getByRole('article')).toHaveCount(12);
  await expect(page.getByText(/open positions · page 1 of 2$/)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Construction jobs pages' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\/find-job\/construction\?page=2$/);
  await expect(page.getByText(/open positions · page 2 of 2$/)).toBeVisible();
  await expect(list.getByRole('article').first()).toBeVisible();
  const link = list.getByRole('article').first().getByRole('heading').getByRole('link');
  const title = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goto('/find-job/construction');
  await page.getByRole('link', { name: 'Search and filter all jobs' }).click();
  await expect(page).toHaveURL(/\/find-job\?industry=Construction$/);
  await expect(
    page.getByRole('search', { name: 'Job search' }).getByRole('combobox', { name: 'Industry' }),
  ).toHaveValue('Construction');
});

test('a job page and an opening say applying needs JavaScript, with no dead button', async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/jobs/${posted[0]}`);
    await expect(
      page.getByRole('heading', { level: 1, name: /Formwork Carpenter 1/ }),
    ).toBeVisible();
    // (Playwright's text and role queries skip <noscript>; its content is on screen here.)
    const note = page.locator('main noscript p');
    await expect(note).toBeVisible();
    await expect(note).toHaveText(
      'Applying online needs JavaScript. Turn it on in your browser to send your resume.',
    );
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeHidden();
    // Sharing by email is a link; copying needs the clipboard, and a script.
    await expect(page.getByRole('link', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
    // Saving, signed out, is a link to the login page, which comes back here.
    await expect(page.getByRole('link', { name: /^Save/ })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/jobs/${posted[0]}`)}`,
    );

    await page.goto('/sales-rep');
    await expect(page.locator('main noscript p')).toHaveText(
      'Applying online needs JavaScript. Turn it on in your browser to send your resume.',
    );
    await expect(page.getByRole('button', { name: 'Apply Now' })).toBeHidden();
    await expect(page.getByText('High-ticket commission').first()).toBeVisible();
  }
});

test('the home page shows every industry slide and no dead carousel controls', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Industries we staff' });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(4);
    // Laid out in rows inside the page's width, none of them inert.
    for (const slide of await slides.all()) {
      await expect(slide).toBeVisible();
      await expect(slide).not.toHaveAttribute('inert');
      const box = await slide.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    }
    await expect(carousel.getByRole('button', { name: 'Pause slide show' })).toBeHidden();
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeHidden();
  }
});
