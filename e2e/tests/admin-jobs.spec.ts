import { expect } from '@playwright/test';
import { test } from '../support/interactive-test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/e2e-env.ts';
import { expectNoAxeViolations, logIn, xsrfHeaders } from '../support/e2e-helpers.ts';

// The contact popup slides up 6 s into a visit and holds the page modal; these flows are not
// about it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

const RUN = Date.now().toString(36);

test('an admin posts, edits and deletes a job', async ({ page, request }) => {
  const title = `E2E Warehouse Lead ${RUN}`;
  const main = page.getByRole('main');

  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);
  // The seeded admin is 'Demo'.
  await expect(main.getByText('Welcome, Demo')).toBeVisible();
  await expect(main.getByText('Total jobs', { exact: true })).toBeVisible();
  await expect(main.getByText('Total applications', { exact: true })).toBeVisible();
  await expect(main.getByText('Total users', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Post.
  await main.getByRole('link', { name: 'Post a Job' }).click();
  await expect(page).toHaveURL(/\/admin\/post-job$/);
  await expect(main.getByLabel('Job type')).toHaveValue('Full-Time');
  await expect(main.getByLabel('Schedule')).toHaveValue(
    'Flexible Monday - Friday between (9:00am – 9:00pm CST)',
  );
  await main.getByRole('button', { name: 'Post Job' }).click();
  await expect(main.getByText('Title is required')).toBeVisible();
  await expect(main.getByLabel('Job title')).toBeFocused();
  await expectNoAxeViolations(page);

  await main.getByLabel('Job title').fill(title);
  await main.getByLabel('Location').fill('Aurora, IL');
  await main.getByLabel('Industry').selectOption({ label: 'Construction' });
  await main.getByLabel('Salary').fill('$24 per hour');
  await main.getByLabel('Description').fill('Lead a crew of six.\nDay shift.');
  await main.getByLabel('Responsibilities').fill('Schedule the crew.');
  await main.getByLabel('Skills').fill('Two years leading a team.');
  await main.getByRole('button', { name: 'Post Job' }).click();
  await expect(main.getByRole('heading', { name: 'Job posted successfully!' })).toBeVisible();

  await main.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await main.getByRole('link', { name: 'View Jobs' }).click();
  await expect(page).toHaveURL(/\/admin\/all-jobs$/);

  // Newest first: the new job heads the list.
  const firstItem = main.getByRole('listitem').first();
  await expect(firstItem.getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(firstItem).toContainText('Aurora, IL');
  await expect(firstItem).toContainText('Construction');
  await expectNoAxeViolations(page);

  // Edit: Drivers is offered (the old edit form left it out).
  await main.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/edit-job\/[0-9a-f-]+$/);
  const jobId = page.url().split('/').pop() ?? '';
  await expect(main.getByLabel('Job title')).toHaveValue(title);
  await expect(main.getByLabel('Industry')).toHaveValue('Construction');
  await expect(main.getByLabel('Description')).toHaveValue('Lead a crew of six.\nDay shift.');
  await main.getByLabel('Industry').selectOption({ label: 'Drivers' });
  await main.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/admin\/all-jobs$/);
  await expect(firstItem.getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(firstItem).toContainText('Drivers');

  // The public Drivers page lists it (and so does the API's Drivers filter).
  const drivers = await request.get('/api/jobs/jobs?industry=Drivers&limit=200');
  const driverJobs = (await drivers.json()) as { _id: string }[];
  expect(driverJobs.map((job) => job._id)).toContain(jobId);
  await page.goto('/find-job/drivers');
  await expect(main.getByRole('link', { name: title })).toBeVisible();

  // Delete: Cancel keeps it, Esc too, Confirm Delete removes it.
  await page.goto('/admin/all-jobs');
  const deleteButton = main.getByRole('button', { name: `Delete ${title}` });
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this job?' });
  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(main.getByRole('heading', { level: 3, name: title })).toBeVisible();

  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Confirm Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('heading', { level: 3, name: title })).toHaveCount(0);
  await expect(main.getByRole('status')).toHaveText(`“${title}” was deleted.`);
  expect((await request.get(`/api/jobs/job/${jobId}`)).status()).toBe(404);
});

test('a user who is not an admin is sent from every admin page to the home page', async ({
  page,
  request,
}) => {
  const email = `e2e-plain-${RUN}@example.com`;
  const password = 'plain-user-password-1';
  const signup = await request.post('/api/users/signup', {
    headers: await xsrfHeaders(request),
    multipart: { firstName: 'Plain', lastName: 'User', email, password },
  });
  expect(signup.status()).toBe(201);

  // Any job id will do: the guard turns the visitor away before the job is looked up.
  const [someJob] = (await (await request.get('/api/jobs/jobs?limit=1')).json()) as {
    _id: string;
  }[];
  expect(someJob).toBeDefined();

  await logIn(page, email, password, /\/find-job$/);
  for (const path of [
    '/admin',
    '/admin/post-job',
    '/admin/all-jobs',
    `/edit-job/${someJob!._id}`,
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toHaveCount(0);
  }
});
