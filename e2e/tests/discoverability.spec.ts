import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/interactive-test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts';
import { expectNoAxeViolations } from '../support/e2e-helpers.ts';

// Job lifecycle and discoverability against the production server: an admin marks a job
// Filled through the post form; visitors, crawlers (the HTML the server sends, no
// JavaScript), the sitemap and both feeds then treat it as gone, while open jobs carry
// JobPosting data that matches their page.

const RUN = Date.now().toString(36);
const POSITION_CLOSED = 'This position is no longer accepting applications';

type OpenJob = { _id: string; createdAt: string; overview: { title: string } };
type JobPosting = {
  '@type': string;
  title: string;
  datePosted: string;
  hiringOrganization: { name: string };
};

// The contact popup slides up 6 s into a visit and could cover the buttons used here.
async function dismissContactPopup(context: BrowserContext) {
  await context.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
}

// What a crawler that runs no JavaScript reads in a page's HTML, parsed by the browser.
async function serverHead(page: Page, html: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html');
    return {
      robots: doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent,
      ),
    };
  }, html);
}

// Parses a feed as XML in the browser; a document that is not well-formed gets a
// <parsererror> element. Returns the text of every `tag` element.
async function xmlValues(page: Page, xml: string, tag: string) {
  return page.evaluate(
    ({ text, name }) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        parseErrors: doc.getElementsByTagName('parsererror').length,
        root: doc.documentElement.nodeName,
        values: [...doc.getElementsByTagName(name)].map((element) => element.textContent.trim()),
      };
    },
    { text: xml, name: tag },
  );
}

test('a filled job leaves the board, feeds and search engines; open jobs are described truthfully', async ({
  browser,
  baseURL,
  context,
  page,
  request,
}) => {
  expect(baseURL).toBeTruthy();
  const origin = baseURL ?? '';
  const filledTitle = `E2E Filled Welder ${RUN}`;

  // The admin, in a browser of their own, posts a job already marked Filled.
  const adminContext = await browser.newContext({ baseURL: origin });
  await dismissContactPopup(adminContext);
  const admin = await adminContext.newPage();
  const adminMain = admin.getByRole('main');
  await admin.goto('/login');
  await admin.getByLabel('Email').fill(ADMIN_EMAIL);
  await admin.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await admin.getByRole('button', { name: 'Log In' }).click();
  await expect(admin).toHaveURL(/\/admin$/);

  await admin.goto('/admin/post-job');
  await expect(adminMain.getByLabel('Status')).toHaveValue('open');
  await adminMain.getByLabel('Job title').fill(filledTitle);
  await adminMain.getByLabel('Location').fill('Gary, IN');
  await adminMain.getByLabel('Industry').selectOption({ label: 'Construction' });
  await adminMain.getByLabel('Salary').fill('$30 per hour');
  await adminMain.getByLabel('Description').fill('Weld structural steel.');
  await adminMain.getByLabel('Responsibilities').fill('Read blueprints.');
  await adminMain.getByLabel('Skills').fill('AWS certification.');
  await adminMain.getByLabel('Status').selectOption({ label: 'Filled' });
  await adminMain.getByRole('button', { name: 'Post Job' }).click();
  await expect(adminMain.getByRole('heading', { name: 'Job posted successfully!' })).toBeVisible();
  await expect(adminMain.getByRole('status')).toContainText('was saved as filled');
  const filledHref = await adminMain.getByRole('link', { name: filledTitle }).getAttribute('href');
  const filledId = /^\/jobs\/([0-9a-f-]{36})$/.exec(filledHref ?? '')?.[1] ?? '';
  expect(filledId).not.toBe('');
  const filledPath = `/jobs/${filledId}`;

  // An open seeded job, the newest the public board lists.
  const listed = (await (await request.get('/api/jobs/jobs?limit=1')).json()) as OpenJob[];
  const openJob = listed[0]!;
  const openPath = `/jobs/${openJob._id}`;
  const openTitle = openJob.overview.title;

  // A visitor opens the filled job: it answers, but applications are closed.
  await dismissContactPopup(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const main = page.getByRole('main');
  await page.goto(filledPath);
  await expect(page.getByRole('heading', { level: 1, name: filledTitle })).toBeVisible();
  await expect(main.getByText(POSITION_CLOSED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);

  // Crawlers: the filled job asks not to be indexed and carries no JobPosting.
  const filledResponse = await request.get(filledPath);
  expect(filledResponse.status()).toBe(200);
  const filledHead = await serverHead(page, await filledResponse.text());
  expect(filledHead.robots).toBe('noindex');
  expect(filledHead.jsonLd).toEqual([]);

  // The open job's HTML carries exactly one JobPosting, matching the page people see.
  const openHead = await serverHead(page, await (await request.get(openPath)).text());
  expect(openHead.robots).toBeNull();
  expect(openHead.jsonLd).toHaveLength(1);
  const posting = JSON.parse(openHead.jsonLd[0] ?? '{}') as JobPosting;
  expect(posting['@type']).toBe('JobPosting');
  expect(posting.datePosted).toBe(openJob.createdAt);

  await page.goto(openPath);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(openTitle);
  expect(posting.title).toBe(await h1.textContent());
  const postedOn = await page.evaluate(
    (iso) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso)),
    posting.datePosted,
  );
  await expect(main.getByText(`Posted ${postedOn}`)).toBeVisible();
  await expect(main.getByText(`Hiring: ${posting.hiringOrganization.name}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();

  // Sharing uses the canonical URL.
  const canonical = `${origin}${openPath}`;
  const share = page.getByRole('region', { name: 'Share this job' });
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  const mailto = (await share.getByRole('link', { name: 'Email' }).getAttribute('href')) ?? '';
  expect(mailto.startsWith('mailto:')).toBe(true);
  expect(mailto).toContain(encodeURIComponent(canonical));
  expect(mailto).toContain(`subject=${encodeURIComponent(openTitle)}`);
  await expectNoAxeViolations(page);

  // The sitemap index, its children and both feeds are well-formed XML listing open jobs
  // only. They are rebuilt a few seconds after a job changes, all in one build.
  const sitemapLocs = async () => {
    const index = await xmlValues(page, await (await request.get('/sitemap.xml')).text(), 'loc');
    expect(index.parseErrors).toBe(0);
    expect(index.root).toBe('sitemapindex');
    const locs: string[] = [];
    for (const child of index.values) {
      const xml = await (await request.get(new URL(child).pathname)).text();
      const urlset = await xmlValues(page, xml, 'loc');
      expect(urlset.parseErrors).toBe(0);
      expect(urlset.root).toBe('urlset');
      locs.push(...urlset.values);
    }
    return locs;
  };
  await expect
    .poll(async () => (await sitemapLocs()).includes(canonical), { timeout: 30_000 })
    .toBe(true);
  expect(await sitemapLocs()).not.toContain(`${origin}${filledPath}`);

  const rssText = await (await request.get('/jobs.rss')).text();
  const rssLinks = await xmlValues(page, rssText, 'guid');
  const rssTitles = await xmlValues(page, rssText, 'title');
  expect(rssLinks.parseErrors).toBe(0);
  expect(rssLinks.root).toBe('rss');
  expect(rssLinks.values).toContain(canonical);
  expect(rssLinks.values).not.toContain(`${origin}${filledPath}`);
  expect(rssTitles.values).toContain(openTitle);
  expect(rssTitles.values).not.toContain(filledTitle);

  const indeedText = await (await request.get('/jobs.xml')).text();
  const indeedUrls = await xmlValues(page, indeedText, 'url');
  const indeedTitles = await xmlValues(page, indeedText, 'title');
  expect(indeedUrls.parseErrors).toBe(0);
  expect(indeedUrls.root).toBe('source');
  expect(indeedUrls.values).toContain(canonical);
  expect(indeedUrls.values).not.toContain(`${origin}${filledPath}`);
  expect(indeedTitles.values).toContain(openTitle);
  expect(indeedTitles.values).not.toContain(filledTitle);

  // /find-job points readers at both feeds with plain links to the server's routes.
  await page.goto('/find-job');
  await expect(main.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/jobs.rss');
  await expect(main.getByRole('link', { name: 'Indeed XML feed' })).toHaveAttribute(
    'href',
    '/jobs.xml',
  );
  await expect(
    page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
  ).toHaveAttribute('href', '/jobs.rss');
  const feedResponse = await request.get('/jobs.rss');
  expect(feedResponse.headers()['content-type']).toContain('application/rss+xml');

  // Admins still see the filled job, and the status filter finds it.
  await admin.goto('/admin/all-jobs');
  await adminMain.getByLabel('Status').selectOption({ label: 'Filled' });
  await expect(admin).toHaveURL(/\/admin\/all-jobs\?status=filled$/);
  await expect(adminMain.getByRole('heading', { level: 3, name: filledTitle })).toBeVisible();
  await expect(adminMain.getByRole('heading', { level: 3, name: openTitle })).toHaveCount(0);
  await expectNoAxeViolations(admin);
  // The filter lives in the URL: a reload keeps it.
  await admin.reload();
  await expect(adminMain.getByLabel('Status')).toHaveValue('filled');
  await expect(adminMain.getByRole('heading', { level: 3, name: filledTitle })).toBeVisible();

  await adminContext.close();
});
