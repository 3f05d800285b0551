import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/site-test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts';
import { xsrfHeaders } from '../support/e2e-helpers.ts';

// The public pages arrive server-rendered and the browser hydrates them. Hydration
// must log nothing (no errors, no mismatch warnings), ask the API for nothing it already got
// with the HTML, and leave links, search, the apply modal and the contact popup working.

const POPUP_DISMISSED_KEY = 'contact-popup-dismissed';

async function newestJobId(request: APIRequestContext): Promise<string> {
  const jobs = (await (await request.get('/api/jobs/jobs?limit=1')).json()) as { _id: string }[];
  const id = jobs[0]?._id;
  if (!id) throw new Error('the demo data has no job');
  return id;
}

async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  return [
    '/',
    '/find-job',
    '/find-job?q=nurse',
    '/find-job/healthcare',
    '/find-talent',
    '/find-talent/construction',
    `/jobs/${await newestJobId(request)}`,
    '/about-us',
    '/careers',
    '/sales-rep',
    '/project-manager-internship',
    '/contact-us',
    '/industries',
    '/login',
    '/sign-up',
  ];
}

// Everything the page logs as an error or warning, and every API call it makes, from the
// first byte until the page has hydrated and settled.
function watch(page: Page) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The signed-in visitor's saved jobs (the cards' Save buttons) are the visitor's own, not
    // page data the server rendered, so they are fetched once after hydration.
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/users/saved-jobs')
      apiCalls.push(url.pathname + url.search);
  });
  return { problems, apiCalls };
}

async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
  // The page's script has started its behaviours and armed its islands.
  await expect(page.locator('html[data-interactive="true"]')).toBeAttached();
}

for (const signedIn of [false, true]) {
  test(`public pages hydrate with no console errors and no refetch, ${signedIn ? 'logged in' : 'logged out'}`, async ({
    page,
    request,
  }) => {
    if (signedIn) {
      const login = await page.request.post('/api/users/login', {
        data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        headers: await xsrfHeaders(page.request),
      });
      expect(login.status()).toBe(200);
    }
    // A script the Content-Security-Policy refuses (zod probing for eval, say) is reported
    // by the browser as an issue, not logged; this logs it, so `problems` sees it too.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    // The first Intl formatter a page builds loads the locale data, about 240 ms of a
    // phone-speed CPU (docs/PERFORMANCE.md): while a public page loads and hydrates, its
    // counts, pay and dates are written without Intl. Every use is recorded with its caller.
    await page.addInitScript(() => {
      const uses: string[] = [];
      Object.assign(window, { localeWork: uses });
      const caller = () => new Error().stack?.split('\n')[3]?.trim() ?? '';
      const constructors = ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'PluralRules'];
      for (const name of constructors) {
        const intl = Intl as unknown as Record<string, object>;
        const original = intl[name];
        if (!original) continue;
        intl[name] = new Proxy(original, {
          construct(target, args: unknown[]): object {
            uses.push(`Intl.${name} ${caller()}`);
            return Reflect.construct(target as new (...a: unknown[]) => object, args);
          },
        });
      }
      const methods: [object, string][] = [
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
      ];
      for (const [prototype, name] of methods) {
        const record = prototype as Record<string, (...args: unknown[]) => unknown>;
        const original = record[name];
        if (!original) continue;
        record[name] = function (this: unknown, ...args: unknown[]) {
          uses.push(`${name} ${caller()}`);
          return original.apply(this, args);
        };
      }
    });
    for (const route of await publicRoutes(request)) {
      const { problems, apiCalls } = watch(page);
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await hydrated(page);
      expect(problems, route).toEqual([]);
      expect(apiCalls, route).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { localeWork: string[] }).localeWork),
        `${route}: locale data loaded at start-up`,
      ).toEqual([]);
      await expect(page.getByRole('link', { name: 'PROFILE' }).first()).toHaveCount(
        signedIn ? 1 : 0,
      );
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });
}

test('the not-found pages answer 404 and hydrate without errors of their own', async ({ page }) => {
  for (const route of ['/no-such-page', '/jobs/00000000-0000-4000-8000-000000000000']) {
    const { problems, apiCalls } = watch(page);
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(404);
    await hydrated(page);
    // The browser itself reports the document's 404; nothing else may be logged.
    expect(
      problems.filter((problem) => !problem.includes('status of 404')),
      route,
    ).toEqual([]);
    expect(apiCalls, route).toEqual([]);
    page.removeAllListeners();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
});

test('after hydration, links, search and the apply modal work', async ({ page, request }) => {
  await page.addInitScript((key) => {
    window.sessionStorage.setItem(key, 'true');
  }, POPUP_DISMISSED_KEY);
  const jobId = await newestJobId(request);

  await page.goto('/');
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'Find a Job' }).click();
  await expect(page).toHaveURL(/\/find-job$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Job' })).toBeVisible();

  await page.getByLabel('Keywords').fill('nurse');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=nurse/);
  await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();

  await page.goto(`/jobs/${jobId}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Apply now' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

// In the full browser: the headless shell (ADR 0023) has woken the apply island with no press
// (a pointer or focus event of its own), which a person's browser does not send.
test(
  'a page nobody touches loads no React; the first press loads it and is not lost',
  { tag: '@full-browser' },
  async ({ page, request }) => {
    await page.addInitScript((key) => {
      window.sessionStorage.setItem(key, 'true');
    }, POPUP_DISMISSED_KEY);
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    // Every island's script is held back until the press: the first click reaches a button
    // whose island is not live yet, and must still open the form.
    await page.goto(`/jobs/${await newestJobId(request)}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/(vendor|apply|island-hydrator)-/.test(path))).toEqual([]);
    const apply = page.getByRole('button', { name: 'Apply now' }).first();
    await expect(apply).not.toHaveAttribute('data-island-live');
    await apply.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(scripts.some((path) => path.includes('/vendor-'))).toBe(true);
    await expect(page.locator('[data-island="apply"][data-island-live]').first()).toBeAttached();
  },
);

test('styles arrive inside every document; a page and the next one request no stylesheet', async ({
  page,
}) => {
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet')
      stylesheetRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/about-us');
  await hydrated(page);
  const inlined = await page
    .locator('style[data-href]')
    .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
  expect(inlined.length).toBeGreaterThan(1);
  const eyebrow = page.getByText('Who we are', { exact: true });
  expect(await eyebrow.evaluate((element) => getComputedStyle(element).textTransform)).toBe(
    'uppercase',
  );

  // A link loads the next document, with its own stylesheets inside it.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  await hydrated(page);
  const reason = page.getByRole('listitem').filter({ hasText: 'Work that matters' });
  expect(await reason.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('3px');
  // The contact popup is part of every document too: nothing was requested, then or since.
  await expect(page.getByRole('dialog', { name: 'Hiring or looking for work?' })).toBeVisible({
    timeout: 15_000,
  });
  expect(stylesheetRequests).toEqual([]);
});

test('after hydration, the contact popup still slides in', async ({ page }) => {
  await page.goto('/about-us');
  await hydrated(page);
  await expect(page.getByRole('dialog', { name: 'Hiring or looking for work?' })).toBeVisible({
    timeout: 15_000,
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader gets the job list and a whole job page', async ({ page }) => {
    await page.goto('/find-job');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Job' })).toBeVisible();
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);
    const firstJob = page.getByRole('article').first().getByRole('heading').getByRole('link');
    const title = (await firstJob.innerText()).trim();
    expect(title).not.toBe('');
    // A plain link: the server answers the next page too.
    await firstJob.click();
    await expect(page).toHaveURL(/\/jobs\//);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Description' })).not.toBeEmpty();

    await page.goto('/find-job/healthcare');
    await expect(page.getByRole('heading', { level: 1, name: 'Healthcare Jobs' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test('a job title, location and text of one long unbroken word wrap at 375 px', async ({
  page,
}) => {
  const longWord = `https://example.com/${'averyveryverylongpathsegment'.repeat(6)}`;
  const headers = await xsrfHeaders(page.request);
  const login = await page.request.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers,
  });
  expect(login.status()).toBe(200);
  const created = await page.request.post('/api/jobs/create-job', {
    headers: await xsrfHeaders(page.request),
    data: {
      title: longWord,
      location: longWord,
      salary: longWord.slice(0, 100),
      type: 'Contract',
      schedule: 'Any',
      description: longWord,
      responsibilities: longWord,
      skills: longWord,
      industry: 'Business',
    },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { _id: string };

  await page.setViewportSize({ width: 375, height: 800 });
  for (const route of [`/jobs/${job._id}`, '/find-job', '/find-job/business']) {
    await page.goto(route);
    await hydrated(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, route).toBeLessThanOrEqual(0);
  }
  const removed = await page.request.delete(`/api/jobs/job/${job._id}`, {
    headers: await xsrfHeaders(page.request),
  });
  expect(removed.status()).toBe(204);
});
