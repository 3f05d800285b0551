import { expect, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { busyPdf } from '../../apps/api/test/helpers/resume-files.ts';
import { test } from '../support/interactive-test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts';
import { expectNoAxeViolations, logIn, xsrfHeaders } from '../support/e2e-helpers.ts';

const RUN = Date.now().toString(36);
// Set to a folder to keep pictures of both pages at a phone's and a desktop's width.
const SCREENSHOT_DIR = process.env.TALENT_POOL_SCREENSHOTS;

// A one-page resume whose words are real text, for the background reader to find.
async function resumePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 72, y: 720 - index * 20, size: 12, font });
  });
  return Buffer.from(await pdf.save());
}

async function screenshots(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.beforeEach(async ({ page }) => {
  // The contact popup slides up 6 s into a visit; this flow is not about it.
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

test('staff find an applicant by the words in their resume, tag them and filter by the tag', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const lastName = `Loader${RUN}`;
  const fullName = `Pat ${lastName}`;
  const tag = `night crew ${RUN}`;
  // The job's own words do not include the keyword: the resume is what matches.
  const jobTitle = `Warehouse Associate ${RUN}`;

  // Staff post the job through the API (a context of its own, so the page stays signed out).
  await request.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: await xsrfHeaders(request),
  });
  const created = await request.post('/api/jobs/create-job', {
    headers: await xsrfHeaders(request),
    data: {
      title: jobTitle,
      location: 'Joliet, IL',
      salary: '$21/hr',
      type: 'Full-Time',
      schedule: 'Nights',
      industry: 'Drivers',
      description: 'Loading and unloading trailers in our Joliet distribution center.',
      responsibilities: 'Loading trailers',
      skills: 'Reliable, on time',
    },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { _id: string };

  // The applicant applies with a PDF resume.
  await page.goto(`/jobs/${job._id}`);
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${jobTitle}` });
  await dialog.getByLabel('First name').fill('Pat');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Email').fill(`e2e-talent-${RUN}@example.com`);
  await dialog.getByLabel('Resume').setInputFiles({
    name: 'pat-resume.pdf',
    mimeType: 'application/pdf',
    buffer: await resumePdf([fullName, 'Forklift certified, night shift', 'Joliet, IL']),
  });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Success!')).toBeVisible();
  await page.keyboard.press('Escape');

  // Staff sign in and search the talent pool, reached from the staff navigation.
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);
  await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: /^Candidates/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/candidates$/);
  const search = page.getByRole('search', { name: 'Candidates' });
  await search.getByRole('searchbox', { name: 'Search candidates' }).fill('forklift');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/candidates\?q=forklift$/);

  // A background worker reads the resume within seconds; until then it cannot match.
  const results = page.getByRole('list', { name: 'Matching candidates' });
  const card = results.getByRole('listitem').filter({ hasText: fullName });
  await expect(async () => {
    await page.reload();
    await expect(card).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000, 3_000] });
  await expect(card).toContainText('Resume text readable');
  await expect(card).toContainText(jobTitle);
  await expect(card).toContainText('New');
  await expectNoAxeViolations(page);
  await screenshots(page, 'talent-pool-list');

  // Their page marks the searched word in the resume's text.
  await card.getByRole('link', { name: fullName }).click();
  await expect(page).toHaveURL(/\/admin\/candidates\/[^/?]+\?q=forklift$/);
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  const resumeText = page.getByRole('region', { name: 'Resume text' });
  await expect(resumeText).toContainText('Forklift certified, night shift');
  await expect(resumeText.locator('mark')).toHaveText(['Forklift']);
  const applications = page.getByRole('list', { name: 'Applications, newest first' });
  await expect(applications.getByRole('link', { name: jobTitle })).toHaveAttribute(
    'href',
    `/jobs/${job._id}`,
  );

  // A tag, added with the keyboard.
  const tags = page.getByRole('region', { name: 'Tags' });
  await tags.getByRole('textbox', { name: /Add a tag/ }).fill(tag);
  await page.keyboard.press('Enter');
  await expect(tags.getByRole('list', { name: 'Tags' })).toContainText(tag);
  await expect(tags.getByRole('button', { name: `Remove tag ${tag}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'talent-pool-candidate');

  // Back on the list (the same search), the tag narrows it to this candidate.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Candidates' })
    .click();
  await expect(page).toHaveURL(/\/admin\/candidates\?q=forklift$/);
  const filters = page.getByRole('complementary', { name: 'Filter candidates' });
  await filters.getByRole('combobox', { name: 'Tag' }).selectOption(tag);
  await expect(page).toHaveURL(
    new RegExp(`[?&]tag=${encodeURIComponent(tag).replace(/%20/g, '\\+')}(&|$)`),
  );
  await expect(results.getByRole('listitem').filter({ hasText: fullName })).toBeVisible();
  await expect(page.getByText(/^1 candidate found/)).toBeVisible();
});

test('the site keeps answering while a hostile resume is being read', async ({ page, request }) => {
  const email = `e2e-hostile-${RUN}@example.com`;
  // 40 million drawing operators and no text: the reader parses it until its time limit
  // (20 s) stops it (apps/api/test/resume-text.test.ts holds the other hostile files).
  const hostile = busyPdf(40);
  const sent = await request.post('/api/email/sales-rep-apply', {
    headers: await xsrfHeaders(request),
    multipart: {
      firstName: 'Hostile',
      lastName: RUN,
      email,
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: hostile },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // While the reader works on it, the server answers.
  for (let index = 0; index < 5; index++) {
    expect((await request.get('/api/health')).status()).toBe(200);
  }

  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);
  const statusOf = async () => {
    const list = await page.request.get(`/api/admin/candidates?q=${encodeURIComponent(RUN)}`);
    const [candidate] = (await list.json()) as { _id: string; resumeStatus: string }[];
    return candidate?.resumeStatus;
  };
  // Still being read after those answers: they did not wait for it.
  expect(await statusOf()).toBe('pending');
  // Then it is given up on, and staff see why the text is missing.
  await expect.poll(statusOf, { timeout: 40_000, intervals: [1000] }).toBe('unreadable');
  await page.goto(`/admin/candidates?q=${encodeURIComponent(RUN)}`);
  await expect(page.getByRole('main').getByText('Text could not be read').first()).toBeVisible();
});
