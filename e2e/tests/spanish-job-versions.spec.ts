import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSettings } from '../support/e2e-env.ts';
import { expectNoAxeViolations, logIn, xsrfHeaders } from '../support/e2e-helpers.ts';
import { test } from '../support/interactive-test.ts';

// A job's optional Spanish version: staff write it in the job form's folded section, and the
// Spanish job page shows it; a job without one shows its English posting, marked as English,
// under a Spanish note that says so.

const RUN = Date.now().toString(36);

// The contact popup slides up 6 s into a visit and holds the page modal; these flows are not
// about it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
});

async function expectNoPageAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

test('staff add a Spanish version in the job form, and /es/jobs/:id shows it', async ({ page }) => {
  const title = `E2E Bilingual Caregiver ${RUN}`;
  const main = page.getByRole('main');

  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin$/);
  await page.goto('/admin/post-job');
  await main.getByLabel('Job title', { exact: true }).fill(title);
  await main.getByLabel('Location').fill('Tucson, AZ');
  await main.getByLabel('Industry').selectOption({ label: 'Healthcare' });
  await main.getByLabel('Salary').fill('$21 per hour');
  await main.getByLabel('Description', { exact: true }).fill('Care for clients at home.');
  await main.getByLabel('Responsibilities', { exact: true }).fill('Help with daily tasks.');
  await main.getByLabel('Skills', { exact: true }).fill('CPR certification.');

  // Folded away until wanted; its boxes are Spanish.
  const spanishSection = main.getByText('Spanish version (optional)');
  await expect(main.getByLabel('Job title in Spanish')).toHaveCount(0);
  await spanishSection.click();
  const spanishTitle = main.getByLabel('Job title in Spanish');
  await expect(spanishTitle).toBeVisible();
  await expect(spanishTitle).toHaveAttribute('lang', 'es');
  await expect(main.getByText(/any box left empty shows the English text there/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Spanish text without a title or a description is refused next to those boxes.
  await main.getByLabel('Skills in Spanish').fill('Certificación en RCP.');
  await main.getByRole('button', { name: 'Post Job' }).click();
  await expect(
    main.getByText('Add the job title in Spanish, or leave the Spanish version empty'),
  ).toBeVisible();
  await expect(spanishTitle).toBeFocused();

  await spanishTitle.fill(`Cuidador bilingüe ${RUN}`);
  await main
    .getByLabel('Description in Spanish')
    .fill('Cuidar a los clientes en su casa.\nTurnos de día.');
  await main.getByRole('button', { name: 'Post Job' }).click();
  await expect(main.getByRole('heading', { name: 'Job posted successfully!' })).toBeVisible();

  // The edit form starts unfolded, from the Spanish version.
  await page.goto('/admin/all-jobs');
  await main.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/edit-job\/[0-9a-f-]+$/);
  const jobId = page.url().split('/').pop() ?? '';
  await expect(spanishTitle).toHaveValue(`Cuidador bilingüe ${RUN}`);
  await expect(main.getByLabel('Skills in Spanish')).toHaveValue('Certificación en RCP.');
  await main.getByLabel('What we offer in Spanish').fill('Horario flexible.');
  await main.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/admin\/all-jobs$/);

  // The Spanish job page: the Spanish version, and in English (marked) what it leaves out.
  await page.goto(`/es/jobs/${jobId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(`Cuidador bilingüe ${RUN}`);
  await expect(h1).not.toHaveAttribute('lang');
  await expect(page).toHaveTitle(new RegExp(`^Cuidador bilingüe ${RUN} en Tucson, AZ \\|`));
  const section = (name: string) => main.getByRole('region', { name }).locator('p');
  await expect(section('Descripción')).toHaveText(
    'Cuidar a los clientes en su casa.\nTurnos de día.',
  );
  await expect(section('Habilidades')).toHaveText('Certificación en RCP.');
  await expect(section('Qué ofrecemos')).toHaveText('Horario flexible.');
  await expect(section('Responsabilidades')).toHaveText('Help with daily tasks.');
  await expect(section('Responsabilidades')).toHaveAttribute('lang', 'en');
  await expect(main.getByText('Este anuncio está publicado en inglés.')).toHaveCount(0);
  // The apply modal names the job as the page does.
  await main.getByRole('button', { name: 'Postularse ahora' }).click();
  await expect(
    page.getByRole('dialog', { name: `Postularse a Cuidador bilingüe ${RUN}` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoPageAxeViolations(page);

  // The English page is the English posting.
  await page.goto(`/jobs/${jobId}`);
  await expect(h1).toHaveText(title);
  await expect(main.getByText(/Cuidar|Cuidador/)).toHaveCount(0);
  await expect(main.locator('[lang]')).toHaveCount(0);
});

test('a job without a Spanish version shows its English posting on /es/jobs/:id, marked lang="en", under a Spanish note', async ({
  page,
}) => {
  const staff = await playwrightRequest.newContext({ baseURL: e2eSettings().baseUrl });
  const login = await staff.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: await xsrfHeaders(staff),
  });
  expect(login.status()).toBe(200);
  const created = await staff.post('/api/jobs/create-job', {
    headers: await xsrfHeaders(staff),
    data: {
      title: `E2E English Only Clerk ${RUN}`,
      location: 'Denver, CO',
      salary: '$20/hr',
      type: 'Part-Time',
      schedule: 'Days',
      industry: 'Business',
      description: 'File and answer the phone.',
      responsibilities: 'Filing',
      skills: 'Typing',
      whatWeOffer: 'Paid lunch',
    },
  });
  expect(created.status()).toBe(201);
  const { _id: id, spanish } = (await created.json()) as { _id: string; spanish: unknown };
  expect(spanish).toBeNull();
  try {
    await page.goto(`/es/jobs/${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const main = page.getByRole('main');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(`E2E English Only Clerk ${RUN}`);
    await expect(h1).toHaveAttribute('lang', 'en');
    const note = main.getByRole('note');
    await expect(note).toHaveText('Este anuncio está publicado en inglés.');
    await expect(note).not.toHaveAttribute('lang');
    for (const [name, text] of [
      ['Descripción', 'File and answer the phone.'],
      ['Responsabilidades', 'Filing'],
      ['Habilidades', 'Typing'],
      ['Qué ofrecemos', 'Paid lunch'],
    ] as const) {
      const paragraph = main.getByRole('region', { name }).locator('p');
      await expect(paragraph).toHaveText(text);
      await expect(paragraph).toHaveAttribute('lang', 'en');
    }
    // The page's own words are Spanish: the overview says Medio tiempo.
    await expect(main.getByRole('region', { name: 'Resumen' })).toContainText('Medio tiempo');
    await expectNoPageAxeViolations(page);

    await page.goto(`/jobs/${id}`);
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
    await expect(h1).not.toHaveAttribute('lang');
  } finally {
    const removed = await staff.delete(`/api/jobs/job/${id}`, {
      headers: await xsrfHeaders(staff),
    });
    expect(removed.status()).toBe(204);
    await staff.dispose();
  }
});
