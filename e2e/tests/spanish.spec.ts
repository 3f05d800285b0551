import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eOutbox, e2eSettings } from '../support/e2e-env.ts';
import { buildPdf, logIn, xsrfHeaders } from '../support/e2e-helpers.ts';
import { test } from '../support/interactive-test.ts';

// The public site in Spanish under /es (ADR 0024): every page says it is Spanish and names its
// English twin, links stay in the language, the language links go to the same page in the
// other language with its query, the islands wake up in Spanish, and axe finds nothing at a
// phone's and a desktop's width.
test.describe.configure({ mode: 'parallel' });

const POPUP_DISMISSED_KEY = 'contact-popup-dismissed';

// A message the worker's server mailed, as the SMTP sink kept it (an .eml file).
async function findEmail(predicate: (text: string) => boolean): Promise<string | undefined> {
  const outbox = e2eOutbox();
  const names = await readdir(outbox).catch(() => [] as string[]);
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const text = await readFile(path.join(outbox, name), 'utf8');
    if (predicate(text)) return text;
  }
  return undefined;
}

// Quoted-printable bodies read as written: soft line breaks joined, "=" as itself.
async function pollEmail(predicate: (text: string) => boolean): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = await findEmail((text) =>
          predicate(text.replace(/=\r?\n/g, '').replace(/=3D/g, '=')),
        );
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return (found ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

async function dismissPopup(page: Page) {
  await page.addInitScript((key) => {
    window.sessionStorage.setItem(key, 'true');
  }, POPUP_DISMISSED_KEY);
}

// React's complaints while a page hydrates (a text that differs between the server's and the
// browser's render is one): an island woken in another language than the page would show here.
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const SPANISH_PAGES = [
  '/es',
  '/es/find-job',
  '/es/find-job?q=nurse',
  '/es/find-job/healthcare',
  '/es/find-talent',
  '/es/find-talent/construction',
  '/es/industries',
  '/es/about-us',
  '/es/contact-us',
  '/es/careers',
  '/es/sales-rep',
  '/es/project-manager-internship',
  '/es/no-such-page',
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of SPANISH_PAGES) {
      test(`${path} is Spanish, names its English twin and has no axe violations`, async ({
        page,
      }) => {
        await dismissPopup(page);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        const english = page.locator('footer a[hreflang="en"]');
        await expect(english).toHaveText('English');
        await expect(english).toHaveAttribute('href', path.slice('/es'.length) || '/');
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => violation.id)).toEqual([]);
      });
    }
  });
}

test('the language links go to the same page in the other language, query and all', async ({
  page,
}) => {
  await dismissPopup(page);
  await page.goto('/find-job?q=nurse');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('footer').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/find-job\?q=nurse$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar empleo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Resultados de la búsqueda' })).toBeVisible();
  // Links on the page stay in Spanish.
  await expect(
    page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'QUIÉNES SOMOS' }),
  ).toHaveAttribute('href', '/es/about-us');
  await page.locator('footer').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/find-job\?q=nurse$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Job' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the header searches in Spanish, and the islands wake up in Spanish', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await dismissPopup(page);
    await page.goto('/es');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Conectamos a grandes personas con grandes empleadores',
      }),
    ).toBeVisible();

    // The carousel's pause button, run by its behaviour, names itself in Spanish.
    const pause = page.getByRole('button', { name: 'Pausar la presentación' });
    await pause.click();
    await expect(page.getByRole('button', { name: 'Reanudar la presentación' })).toBeVisible();

    // The menu and its search (the header island) lead to the Spanish results.
    await page.getByText('Menú', { exact: true }).click();
    const search = page.getByRole('searchbox', { name: 'Buscar empleos' });
    await search.fill('nurse');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/es\/find-job\?q=nurse$/);
    await expect(page.getByRole('status').filter({ hasText: /encontrad/ })).toBeVisible();

    // The filters' drawer is an island: it wakes up in Spanish.
    await page.getByRole('button', { name: /^Filtros/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtrar empleos' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Aplicar ubicación' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await drawer.getByRole('checkbox', { name: /Remoto/ }).check();
    await drawer.getByRole('button', { name: /^Ver/ }).click();
    await expect(page).toHaveURL(/\/es\/find-job\?.*workplace=remote/);
    expect(errors).toEqual([]);
  });
});

test.describe('forms in Spanish', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the login form says what is missing in Spanish', async ({ page }) => {
    await dismissPopup(page);
    await page.goto('/es/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Complete todos los campos, por favor');
    await page.getByLabel('Correo electrónico').fill('nobody-here@example.com');
    await page.getByLabel('Contraseña').fill('not the password');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Correo electrónico o contraseña incorrectos');
  });
});

test('a search typed in Spanish finds the English ads for its words', async ({ page }) => {
  const run = Date.now().toString(36);
  const staff = await playwrightRequest.newContext({ baseURL: e2eSettings().baseUrl });
  const login = await staff.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: await xsrfHeaders(staff),
  });
  expect(login.status()).toBe(200);
  const created = await staff.post('/api/jobs/create-job', {
    headers: await xsrfHeaders(staff),
    data: {
      title: `Warehouse Associate ${run}`,
      location: 'Phoenix, AZ',
      salary: '$19/hr',
      type: 'Full-Time',
      schedule: 'Days',
      industry: 'Drivers',
      description: 'Receive, pick and pack orders in our warehouse.',
      responsibilities: 'Pick and pack',
      skills: 'Forklift a plus',
    },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  try {
    await dismissPopup(page);
    await page.goto('/es/find-job?q=almac%C3%A9n');
    const results = page.getByRole('list', { name: 'Resultados de la búsqueda' });
    await expect(results.getByRole('link', { name: `Warehouse Associate ${run}` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /para «almacén»/ })).toBeVisible();
    // Accents are optional.
    await page.goto('/es/find-job?q=almacen');
    await expect(results.getByRole('link', { name: `Warehouse Associate ${run}` })).toBeVisible();
  } finally {
    const removed = await staff.delete(`/api/jobs/job/${id}`, {
      headers: await xsrfHeaders(staff),
    });
    expect(removed.status()).toBe(204);
    await staff.dispose();
  }
});

test.describe('a browser whose first language is Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('is offered the Spanish page on an English one, never sent there', async ({ page }) => {
    await dismissPopup(page);
    await page.goto('/about-us');
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const offer = page.getByRole('link', { name: 'Vea esta página en español' });
    await expect(offer).toBeVisible();
    await page.getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer).toBeHidden();
    await page.goto('/industries');
    await expect(page.getByRole('link', { name: 'Vea esta página en español' })).toBeHidden();
  });
});

// The whole way of a Spanish-speaking job seeker on a phone, as one story: search in Spanish,
// filter, open a job, apply (a wrong file first), the receipt in Spanish; sign up, set a job
// alert, which starts with the Spanish confirmation of the address; staff then see that she
// prefers Spanish.
test.describe('a job seeker in Spanish, from the home page to an alert', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('searches, filters, applies, signs up and sets an alert, all in Spanish', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const run = Date.now().toString(36);
    const title = `Warehouse Associate ${run}`;
    const staff = await playwrightRequest.newContext({ baseURL: e2eSettings().baseUrl });
    const login = await staff.post('/api/users/login', {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      headers: await xsrfHeaders(staff),
    });
    expect(login.status()).toBe(200);
    const created = await staff.post('/api/jobs/create-job', {
      headers: await xsrfHeaders(staff),
      data: {
        title,
        location: 'Phoenix, AZ',
        salary: '$19/hr',
        type: 'Full-Time',
        schedule: 'Days',
        industry: 'Drivers',
        description: 'Receive, pick and pack orders in our warehouse.',
        responsibilities: 'Pick and pack',
        skills: 'Forklift a plus',
      },
    });
    expect(created.status()).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };
    const errors = collectConsoleErrors(page);
    try {
      await dismissPopup(page);
      // Search from the home page's header, in Spanish.
      await page.goto('/es');
      await page.getByText('Menú', { exact: true }).click();
      const search = page.getByRole('searchbox', { name: 'Buscar empleos' });
      await search.fill('almacén');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/es\/find-job\?q=almac%C3%A9n$/);
      const results = page.getByRole('list', { name: 'Resultados de la búsqueda' });
      await expect(results.getByRole('link', { name: title })).toBeVisible();

      // Filter: full-time jobs (the search form: choosing a type submits it), posted in the last
      // day (the drawer).
      await page.getByRole('combobox', { name: 'Tipo de empleo' }).selectOption('Tiempo completo');
      await expect(page).toHaveURL(/\/es\/find-job\?.*type=Full-Time/);
      await page.getByRole('button', { name: /^Filtros/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Filtrar empleos' });
      await drawer.getByRole('radio', { name: /Últimas 24 horas/ }).check();
      await drawer.getByRole('button', { name: /^Ver/ }).click();
      await expect(page).toHaveURL(/\/es\/find-job\?.*postedWithin=1/);
      await expect(page).toHaveURL(/type=Full-Time/);
      await results.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/es/jobs/${id}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');

      // Apply: what is missing, then a wrong file type, said in Spanish.
      await page.getByRole('button', { name: 'Postularse ahora' }).click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`Postularse a ${title}`) });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Enviar postulación' }).click();
      await expect(dialog.getByText('El nombre es obligatorio')).toBeVisible();
      const email = `e2e-es-journey-${run}@example.com`;
      await dialog.getByLabel('Nombre').fill('Maria');
      await dialog.getByLabel('Apellido').fill(`Prueba ${run}`);
      await dialog.getByLabel('Correo electrónico').fill(email);
      await dialog.getByLabel('Currículum').setInputFiles({
        name: 'notas.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('no es un currículum'),
      });
      await dialog.getByRole('button', { name: 'Enviar postulación' }).click();
      await expect(
        dialog.getByText('Solo se permiten archivos PDF y documentos de Word.'),
      ).toBeVisible();
      await dialog.getByLabel('Currículum').setInputFiles({
        name: 'curriculum.pdf',
        mimeType: 'application/pdf',
        buffer: buildPdf(),
      });
      await dialog.getByRole('button', { name: 'Enviar postulación' }).click();
      await expect(dialog.getByText('¡Listo!')).toBeVisible();
      await expect(dialog.getByRole('status')).toContainText(
        '¡Su postulación se envió correctamente!',
      );
      const receipt = await pollEmail(
        (text) => text.includes(`To: ${email}`) && text.includes(title),
      );
      expect(receipt).toContain('Hola, Maria:');
      await dialog.getByRole('button', { name: 'Cerrar' }).first().click();

      // Sign up with the same address: back on the Spanish job board, signed in.
      const password = 'una-contraseña-larga';
      await page.goto('/es/sign-up');
      await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
      await page.getByLabel('Nombre').fill('Maria');
      await page.getByLabel('Apellido').fill(`Prueba ${run}`);
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
      await page.getByRole('textbox', { name: 'Confirme la contraseña' }).fill(password);
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(page.getByRole('status').filter({ hasText: '¡Cuenta creada!' })).toBeVisible();
      await expect(page).toHaveURL(/\/es\/find-job$/, { timeout: 15_000 });

      // A job alert for her search: it starts once the address is confirmed, by the Spanish
      // email's link.
      await page.goto('/es/find-job?q=almacen');
      await page.getByRole('button', { name: 'Enviarme empleos como estos' }).click();
      await page.getByRole('button', { name: 'Crear alerta' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Su alerta de empleo está guardada' }),
      ).toBeVisible();
      const confirmation = await pollEmail(
        (text) => text.includes(`To: ${email}`) && text.includes('verify-email'),
      );
      expect(confirmation).toContain('Maria:');
      const link = /http:\/\/[^\s]+\/es\/verify-email\?token=[\w-]+/.exec(confirmation)?.[0];
      expect(link).toBeTruthy();
      await page.goto(link ?? '');
      await expect(
        page.getByText('Gracias, su dirección de correo electrónico está confirmada.'),
      ).toBeVisible();
      await page.goto('/es/profile/alerts');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Alertas de empleo' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /almacen/ })).toBeVisible();
      await expect(page.getByText('Empieza cuando se verifique')).toHaveCount(0);
      expect(errors).toEqual([]);

      // Staff (in English) see that she prefers Spanish.
      const staffContext = await browser.newContext();
      const admin = await staffContext.newPage();
      await logIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD, /\/admin/);
      await admin.goto('/admin/applications');
      const row = admin.getByRole('row').filter({ hasText: email });
      await expect(row.getByText('Prefers Spanish')).toBeVisible();
      await staffContext.close();
    } finally {
      await staff.delete(`/api/jobs/job/${id}`, { headers: await xsrfHeaders(staff) });
      await staff.dispose();
    }
  });
});
