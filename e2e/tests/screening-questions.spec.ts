import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from '../support/interactive-test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts';
import { buildPdf, expectNoAxeViolations, logIn, xsrfHeaders } from '../support/e2e-helpers.ts';

// The contact popup slides up 6 s into a visit and holds the page modal; these flows are not
// about it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

const RUN = Date.now().toString(36);

// The job this spec posts leaves the board afterwards, pass or fail: specs that apply to the
// newest job on /find-job would otherwise meet its required questions.
let postedJobId: string | undefined;
test.afterEach(async ({ page }) => {
  if (!postedJobId) return;
  const removed = await page.request.delete(`/api/jobs/job/${postedJobId}`, {
    headers: await xsrfHeaders(page.request),
  });
  expect(removed.ok()).toBe(true);
  postedJobId = undefined;
});

test('staff ask screening questions, a phone applicant answers them, staff see the knock-out', async ({
  page,
  browser,
}) => {
  const title = `E2E Screened Driver ${RUN}`;
  const lastName = `Knocked${RUN}`;
  const main = page.getByRole('main');

  // Staff post a job with a yes-no knock-out question and a number question.
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);
  await page.goto('/admin/post-job');
  await main.getByLabel('Job title').fill(title);
  await main.getByLabel('Location').fill('Joliet, IL');
  await main.getByLabel('Industry').selectOption({ label: 'Drivers' });
  await main.getByLabel('Salary').fill('$30 per hour');
  await main.getByLabel('Description').fill('Regional deliveries.');
  await main.getByLabel('Responsibilities').fill('Drive safely.');
  await main.getByLabel('Skills').fill('Clean record.');

  const questions = main.getByRole('group', { name: 'Screening questions' });
  await questions.getByRole('button', { name: 'Add a question' }).click();
  const first = questions.getByRole('group', { name: 'Question 1' });
  await first.getByLabel('Question asked').fill('Do you hold a CDL-A licence?');
  await expect(first.getByLabel('Answer', { exact: true })).toHaveValue('yes-no');
  await first.getByRole('checkbox', { name: 'No', exact: true }).check();

  await questions.getByRole('button', { name: 'Add a question' }).click();
  const second = questions.getByRole('group', { name: 'Question 2' });
  await second.getByLabel('Question asked').fill('Years of driving experience');
  await second.getByLabel('Answer', { exact: true }).selectOption('number');
  await second.getByLabel('Lowest accepted number').fill('2');
  await expectNoAxeViolations(page);

  await main.getByRole('button', { name: 'Post Job' }).click();
  await expect(main.getByRole('heading', { name: 'Job posted successfully!' })).toBeVisible();
  const jobLink = main.getByRole('link', { name: title });
  const jobPath = (await jobLink.getAttribute('href')) ?? '';
  expect(jobPath).toMatch(/^\/jobs\/[0-9a-f-]+$/);
  const jobId = jobPath.split('/').pop() ?? '';
  postedJobId = jobId;

  // A job seeker on a phone applies, giving a knock-out answer.
  const seekerContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const seeker = await seekerContext.newPage();
  await seeker.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
  await seeker.goto(jobPath);
  await expect(seeker.locator('html[data-interactive]')).toBeAttached();
  await seeker.getByRole('button', { name: 'Apply now' }).click();
  const dialog = seeker.getByRole('dialog', { name: `Apply for ${title}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('First name').fill('Casey');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Email').fill(`e2e-screened-${RUN}@example.com`);
  await dialog
    .getByLabel('Resume')
    .setInputFiles({ name: 'casey.pdf', mimeType: 'application/pdf', buffer: buildPdf() });

  const cdl = dialog.getByRole('radiogroup', { name: /Do you hold a CDL-A licence\?/ });
  await expect(cdl).toBeVisible();
  const years = dialog.getByRole('textbox', { name: /Years of driving experience/ });

  // Checked in the browser first, with the message next to the question.
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(cdl).toHaveAttribute('aria-invalid', 'true');
  await expect(cdl.getByText('Answer this question')).toBeVisible();
  await expect(years).toHaveAttribute('aria-invalid', 'true');

  // The open modal, its questions and their errors, at 375 px.
  const axe = await new AxeBuilder({ page: seeker }).include('dialog').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  // Nothing sticks out sideways on a phone.
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await cdl.getByRole('radio', { name: 'No' }).check();
  await years.fill('4');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Success!')).toBeVisible();
  await seekerContext.close();

  // Staff see the answers under the questions and the knock-out marker, and can filter on it.
  await page.goto(`/admin/applications?jobId=${jobId}`);
  const row = main.getByRole('row').filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Knocked out')).toBeVisible();
  await row.getByText(/Answers \(2\)/).click();
  await expect(row.getByRole('term').first()).toHaveText('Do you hold a CDL-A licence?');
  await expect(row.getByRole('definition').first()).toContainText('No');
  await expect(row.getByRole('definition').first()).toContainText('Knock-out');
  await expect(row.getByRole('definition').nth(1)).toHaveText('4');
  await expectNoAxeViolations(page);

  await main.getByLabel('Screening').selectOption({ label: 'Meets every knock-out' });
  await expect(page).toHaveURL(/knockedOut=false/);
  await expect(main.getByRole('row').filter({ hasText: lastName })).toHaveCount(0);
  await main.getByLabel('Screening').selectOption({ label: 'Knocked out' });
  await expect(main.getByRole('row').filter({ hasText: lastName })).toHaveCount(1);
});
