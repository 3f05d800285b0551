import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { e2eOutbox } from '../support/e2e-env.ts';
import { xsrfHeaders } from '../support/e2e-helpers.ts';
import { test } from '../support/interactive-test.ts';

// The job seeker's own pages in Spanish under /es (the signed-in app with /es as its base):
// each says it is Spanish, shows its texts in Spanish and passes axe at a phone's and a
// desktop's width; the language link goes to the same page in English and, followed while
// signed in, stores the choice on the account, whose emails follow it. Staff screens have no
// Spanish version.
test.describe.configure({ mode: 'parallel' });

const PASSWORD = 'una-contraseña-larga';

async function findEmail(predicate: (text: string) => boolean): Promise<string | undefined> {
  const outbox = e2eOutbox();
  const names = await readdir(outbox).catch(() => [] as string[]);
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    // Quoted-printable bodies: soft line breaks joined, "=" written as itself.
    const text = (await readFile(path.join(outbox, name), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (predicate(text)) return text;
  }
  return undefined;
}

// A job seeker's account, made through the API (the sign-up page has its own specs).
async function newSeeker(page: Page, tag: string, locale?: 'es'): Promise<string> {
  const email = `e2e-es-${tag}-${Date.now().toString(36)}@example.com`;
  const response = await page.request.post('/api/users/signup', {
    headers: await xsrfHeaders(page.request),
    multipart: {
      firstName: 'Lucía',
      lastName: 'Prueba',
      email,
      password: PASSWORD,
      ...(locale ? { locale } : {}),
    },
  });
  expect(response.status()).toBe(201);
  await page.context().clearCookies();
  return email;
}

async function logInSpanish(page: Page, email: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

async function dismissPopup(page: Page) {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('contact-popup-dismissed', 'true');
  });
}

const ACCOUNT_PAGES = [
  { path: '/es/profile', heading: 'Perfil' },
  { path: '/es/profile/applications', heading: 'Mis postulaciones' },
  { path: '/es/profile/saved-jobs', heading: 'Empleos guardados' },
  { path: '/es/profile/alerts', heading: 'Alertas de empleo' },
  { path: '/es/profile/security', heading: 'Inicio de sesión y seguridad' },
];

for (const width of [375, 1280]) {
  test(`the account pages are Spanish and pass axe at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await dismissPopup(page);
    await page.setViewportSize({ width, height: 900 });
    const email = await newSeeker(page, `axe${width}`, 'es');
    // Signed out, a Spanish account page asks for the Spanish login and comes back to it.
    await page.goto('/es/profile/applications');
    await expect(page).toHaveURL(/\/es\/login\?next=%2Fprofile%2Fapplications$/);
    await logInSpanish(page, email);
    await expect(page).toHaveURL(/\/es\/profile\/applications$/);

    for (const { path: pagePath, heading } of ACCOUNT_PAGES) {
      await page.goto(pagePath);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('main')).not.toContainText('Loading');
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((violation) => `${pagePath}: ${violation.id}`),
        pagePath,
      ).toEqual([]);
    }
  });
}

test('the profile speaks Spanish, its links stay Spanish, and "English" is the same page', async ({
  page,
}) => {
  await dismissPopup(page);
  const email = await newSeeker(page, 'profile', 'es');
  await page.goto('/es/login');
  await logInSpanish(page, email);
  await expect(page).toHaveURL(/\/es\/find-job$/);
  await page.goto('/es/profile');
  await expect(page.getByText('Confirme su dirección de correo electrónico')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar perfil' })).toBeVisible();
  await expect(page.getByText('No hay currículum guardado.')).toBeVisible();

  // Within the app: the router keeps /es.
  await page.getByRole('link', { name: 'Mis postulaciones' }).click();
  await expect(page).toHaveURL(/\/es\/profile\/applications$/);
  await expect(page.getByText('Todavía no se ha postulado a ningún empleo')).toBeVisible();
  // Out of it: a public page in Spanish.
  await page.getByRole('main').getByRole('link', { name: 'Buscar empleo' }).click();
  await expect(page).toHaveURL(/\/es\/find-job$/);

  await page.goto('/es/profile');
  await page.getByRole('button', { name: 'Editar perfil' }).click();
  await page.getByLabel('Nombre').fill('');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.locator('main')).not.toContainText('required');
  await page.getByLabel('Nombre').fill('Luz');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Perfil actualizado' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('the language chosen while signed in is the account’s: its emails follow it', async ({
  page,
}) => {
  await dismissPopup(page);
  const email = await newSeeker(page, 'choice');
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/find-job$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();

  // A reset asked for without a page's language is written in the account's.
  const reset = await page.request.post('/api/auth/forgot-password', {
    headers: await xsrfHeaders(page.request),
    data: { email },
  });
  expect(reset.status()).toBe(200);
  await expect
    .poll(
      async () =>
        await findEmail((text) => text.includes(`To: ${email}`) && text.includes('reset-password')),
      {
        timeout: 15_000,
      },
    )
    .toMatch(/es\/reset-password\?token=/);
});

test('staff screens have no Spanish version', async ({ page }) => {
  const response = await page.goto('/es/admin');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
