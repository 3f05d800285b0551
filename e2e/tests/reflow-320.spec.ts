import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { test } from '../support/site-test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts';
import { buildPdf, xsrfHeaders } from '../support/e2e-helpers.ts';
import { setUpClientOrder } from '../support/client-portal-helpers.ts';

// WCAG 1.4.10 (Reflow): at 320 CSS px wide, a 1280 px screen zoomed to 400 %, no page may
// scroll sideways. Any box reaching past the right edge widens the document (a button whose
// label cannot wrap, a table, visually hidden text escaping the box that clips its row).
const WIDTH = 320;

const PUBLIC_PAGES = [
  '/',
  '/find-job',
  '/find-job/healthcare',
  '/find-talent',
  '/find-talent/healthcare',
  '/industries',
  '/about-us',
  '/contact-us',
  '/careers',
  '/careers/sales-rep',
  '/careers/project-manager-internship',
  '/login',
  '/sign-up',
  '/forgot-password',
  '/no-such-page-here',
];

// The document's scrollable width (its scrollWidth), from the browser's layout metrics, which
// answer where the page runs no script too.
async function pageWidth(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  const { cssContentSize } = await session.send('Page.getLayoutMetrics');
  await session.detach();
  return cssContentSize.width;
}

// Measured once the page's scripts have run (a behaviour moves the home page's carousel) and,
// with `ready`, once it shows what its data brings (the signed-in app draws its lists after
// the page has loaded).
async function expectNoSidewaysScroll(page: Page, path: string, ready?: (page: Page) => Locator) {
  await page.goto(path);
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  if (ready) await expect(ready(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const width = await pageWidth(page);
  // On a failure, name the innermost boxes reaching past the edge: the fix goes there.
  const culprits =
    width > WIDTH
      ? await page.evaluate((limit) => {
          const past = [...document.querySelectorAll('body *')].filter(
            (element) => element.getBoundingClientRect().right > limit + 0.5,
          );
          return past
            .filter(
              (element) => !past.some((other) => other !== element && element.contains(other)),
            )
            .slice(0, 5)
            .map(
              (element) =>
                `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.round(element.getBoundingClientRect().right)} px: ${element.textContent.trim().slice(0, 60)}`,
            );
        }, WIDTH)
      : [];
  expect(width, `${path} at ${WIDTH} px\n${culprits.join('\n')}`).toBeLessThanOrEqual(WIDTH);
}

async function visitorAt320(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 800 } });
  // The contact popup slides up 6 s into a visit; it is measured in a visit of its own.
  await context.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
  return context.newPage();
}

let jobPath = '';

test.beforeAll(async ({ request }) => {
  const jobs = (await (await request.get('/api/jobs/jobs?limit=1')).json()) as { _id: string }[];
  expect(jobs.length).toBe(1);
  jobPath = `/jobs/${jobs[0]?._id ?? ''}`;
});

test('no public page scrolls sideways at 320 px, with its menu open too', async ({ browser }) => {
  const page = await visitorAt320(browser);
  for (const path of [...PUBLIC_PAGES, jobPath]) {
    await expectNoSidewaysScroll(page, path);
  }
  // The header's menu open.
  await page.goto('/about-us');
  await page.getByText('Menu', { exact: true }).click();
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();
  expect(await pageWidth(page), 'the open menu').toBeLessThanOrEqual(WIDTH);
  await page.context().close();

  // The contact popup, which slides up 6 s into a visit.
  const visit = await browser.newContext({ viewport: { width: WIDTH, height: 800 } });
  const popupPage = await visit.newPage();
  await popupPage.goto('/about-us');
  await expect(popupPage.getByRole('dialog', { name: 'Hiring or looking for work?' })).toBeVisible({
    timeout: 12_000,
  });
  expect(await pageWidth(popupPage), 'the contact popup').toBeLessThanOrEqual(WIDTH);
  await visit.close();
});

// Spanish runs longer than English ("INICIAR SESIÓN", "PANEL DE ADMINISTRACIÓN").
test('no Spanish page scrolls sideways at 320 px, nor an English one with its Spanish suggestion', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await visitorAt320(browser);
  for (const path of [...PUBLIC_PAGES, jobPath]) {
    await expectNoSidewaysScroll(page, path === '/' ? '/es' : `/es${path}`);
  }
  await page.goto('/es/about-us');
  await page.getByText('Menú', { exact: true }).click();
  await expect(page.getByRole('searchbox', { name: 'Buscar empleos' })).toBeVisible();
  expect(await pageWidth(page), 'the open Spanish menu').toBeLessThanOrEqual(WIDTH);
  await page.context().close();

  const spanishBrowser = await browser.newContext({
    viewport: { width: WIDTH, height: 800 },
    locale: 'es-MX',
  });
  const suggested = await spanishBrowser.newPage();
  await suggested.goto('/find-job');
  await expect(suggested.getByRole('link', { name: 'Vea esta página en español' })).toBeVisible();
  expect(await pageWidth(suggested), 'the Spanish suggestion').toBeLessThanOrEqual(WIDTH);
  await spanishBrowser.close();
});

test('no public page scrolls sideways at 320 px without JavaScript', async ({ browser }) => {
  // A context of its own: the test's page waits on every document for the script's marker.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: WIDTH, height: 800 },
  });
  const page = await context.newPage();
  for (const path of [...PUBLIC_PAGES, jobPath]) {
    await page.goto(path);
    expect(await pageWidth(page), `${path} at ${WIDTH} px without a script`).toBeLessThanOrEqual(
      WIDTH,
    );
  }
  await context.close();
});

test('no signed-in home scrolls sideways at 320 px: account, staff and client', async ({
  browser,
}) => {
  const admin = await visitorAt320(browser);
  const signedIn = await admin.request.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: await xsrfHeaders(admin.request),
  });
  expect(signedIn.status()).toBe(200);
  // An applicant whose surname and address are each one long word: the applications list
  // shows both beside their labels, and neither may widen a phone's page.
  const [job] = (await (await admin.request.get('/api/jobs/jobs?limit=1')).json()) as {
    _id: string;
    overview: { title: string };
  }[];
  const applied = await admin.request.post('/api/email/quick-apply', {
    headers: await xsrfHeaders(admin.request),
    multipart: {
      firstName: 'Maximiliana',
      lastName: 'Wolfeschlegelsteinhausenbergerdorff',
      email: `maximilianafeatherstonehaugh${Date.now().toString(36)}@example.com`,
      jobId: job!._id,
      jobTitle: job!.overview.title,
      jobLink: `/jobs/${job!._id}`,
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: buildPdf() },
    },
  });
  expect(applied.status()).toBe(201);
  await expectNoSidewaysScroll(admin, '/admin', (page) =>
    page.getByRole('region', { name: /^Orders to take or fill/ }),
  );
  await expectNoSidewaysScroll(admin, '/admin/insights', (page) =>
    page.getByRole('region', { name: 'Job orders by industry' }).getByRole('row'),
  );
  await expectNoSidewaysScroll(admin, '/admin/applications', (page) =>
    page.getByRole('tab', { name: /Contact messages/ }),
  );
  await expectNoSidewaysScroll(admin, '/admin/users', (page) =>
    page.getByRole('main').getByRole('searchbox', { name: 'Search users' }),
  );
  await expectNoSidewaysScroll(admin, '/profile', (page) =>
    page.getByRole('heading', { level: 1 }),
  );
  await expectNoSidewaysScroll(admin, '/profile/security', (page) =>
    page.getByRole('button', { name: 'Set up an authenticator app' }),
  );

  // A client contact, invited by staff, on the client portal's home.
  const client = await visitorAt320(browser);
  const staff = await browser.newContext();
  await setUpClientOrder(staff.request, client.request);
  await expectNoSidewaysScroll(client, '/client', (page) =>
    page.getByRole('main').getByRole('table'),
  );
  await expectNoSidewaysScroll(client, '/profile', (page) =>
    page.getByRole('heading', { level: 1 }),
  );
  await staff.close();
  await client.context().close();
  await admin.context().close();
});
