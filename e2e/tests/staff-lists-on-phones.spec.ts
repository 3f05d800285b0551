import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts';
import { setUpClientOrder } from '../support/client-portal-helpers.ts';
import { buildPdf, xsrfHeaders } from '../support/e2e-helpers.ts';

// The staff lists on a phone (375 px): every table reads as a card per record, each value
// beside its column's label, its buttons inside the card, and no page scrolls sideways. A
// screenshot of each for a person to look at.
const WIDTH = 375;

async function expectCardsWithoutSidewaysScroll(page: Page, path: string, shot: string) {
  await page.goto(path);
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Tables, where the page has one: cards, the header row out of sight.
  for (const table of await page.getByRole('main').getByRole('table').all()) {
    await expect(table.getByRole('columnheader').first()).not.toBeInViewport();
    const row = table.locator('tbody tr').first();
    if ((await row.count()) === 0) continue;
    const box = await row.boundingBox();
    expect(box?.width ?? 0, `${path}: a row is a card as wide as the column`).toBeGreaterThan(
      WIDTH * 0.8,
    );
  }
  const overflow = await page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const width = document.documentElement.scrollWidth;
    if (width <= limit) return null;
    const past = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > limit + 0.5,
    );
    return past
      .filter((element) => !past.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.round(element.getBoundingClientRect().right)} px: ${element.textContent.trim().slice(0, 60)}`,
      )
      .join('\n');
  });
  expect(overflow, `${path} scrolls sideways at ${WIDTH} px`).toBeNull();
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`), fullPage: true });
}

test('every staff list reads as cards at 375 px, and no staff page scrolls sideways', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 800 } });
  await context.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
  const page = await context.newPage();
  const staff = page.request;
  const signedIn = await staff.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: await xsrfHeaders(staff),
  });
  expect(signedIn.status()).toBe(200);

  // Records with long unbroken words (a surname, an address, a company), which a card must
  // break rather than widen the page with.
  // A job of its own: the newest on the board may be another spec's, with required screening
  // questions this application does not answer.
  const created = await staff.post('/api/jobs/create-job', {
    headers: await xsrfHeaders(staff),
    data: {
      title: 'Warehouse Associate (phones)',
      location: 'Joliet, IL',
      salary: '$19/hr',
      type: 'Full-Time',
      schedule: 'Days',
      industry: 'Business',
      description: 'Pick and pack.',
      responsibilities: 'Picking',
      skills: 'Scanner',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const job = (await created.json()) as { _id: string; overview: { title: string } };
  const applied = await staff.post('/api/email/quick-apply', {
    headers: await xsrfHeaders(staff),
    multipart: {
      firstName: 'Maximiliana',
      lastName: 'Wolfeschlegelsteinhausenbergerdorff',
      email: `maximilianafeatherstonehaugh${Date.now().toString(36)}@example.com`,
      jobId: job._id,
      jobTitle: job.overview.title,
      jobLink: `/jobs/${job._id}`,
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: buildPdf() },
    },
  });
  expect(applied.status()).toBe(201);
  const contactContext = await browser.newContext();
  const { orderId } = await setUpClientOrder(staff, contactContext.request);
  const client = (await (await staff.get(`/api/admin/orders/${orderId}/client`)).json()) as {
    company: { _id: string };
  };
  const candidates = (await (await staff.get('/api/admin/candidates?q=Maximiliana')).json()) as {
    _id: string;
  }[];

  const pages: [string, string][] = [
    ['/admin/all-jobs', 'all-jobs'],
    ['/admin/applications', 'applications'],
    ['/admin/candidates', 'candidates'],
    [`/admin/candidates/${candidates[0]?._id ?? ''}`, 'candidate'],
    ['/admin/orders', 'orders'],
    [`/admin/orders/${orderId}`, 'order'],
    ['/admin/clients', 'clients'],
    [`/admin/clients/${client.company._id}`, 'client'],
    ['/admin/users', 'users'],
    ['/admin/outbox', 'outbox'],
    ['/admin/opening-questions', 'opening-questions'],
    ['/admin/post-job', 'post-job'],
    [`/edit-job/${job._id}`, 'edit-job'],
  ];
  for (const [path, shot] of pages) await expectCardsWithoutSidewaysScroll(page, path, shot);

  await contactContext.close();
  await context.close();
});
