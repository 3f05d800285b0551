import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSettings } from '../support/e2e-env.ts';
import { xsrfHeaders } from '../support/e2e-helpers.ts';
import { test } from '../support/site-test.ts';

// The Spanish job search on a phone with JavaScript off (or before the script has arrived):
// from /es a visitor searches "almacén" with the header's GET form, narrows the results with
// the search form's industry and type, opens a job and reaches what applying offers without a
// script, every page in Spanish with its links and forms under /es. Like no-script.spec.ts, no
// page here becomes interactive, so it uses the plain site test.
test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

const RUN = Date.now().toString(36);
// Two warehouse jobs the Spanish "almacén" finds (the glossary's "warehouse"), told apart by
// industry and type.
const DRIVER = `Warehouse Route Driver ${RUN}`;
const CLERK = `Warehouse Stock Clerk ${RUN}`;

// Texts of the English pages' interface that a Spanish page must never show (the ads' own
// texts are the ads', in the language they were written in).
const ENGLISH_TEXTS = [
  'Skip to main content',
  'FIND A JOB',
  'FIND TALENT',
  'LOGIN',
  'Search jobs',
  'Keywords',
  'All industries',
  'Job type',
  'All types',
  'Part-Time',
  'Filters',
  'Apply filters',
  'Sort by',
  'Newest first',
  'jobs found',
  'job found',
  'View details',
  'log in first',
  'Apply now',
  'Applying online needs JavaScript',
  'Share this job',
  'Overview',
  'Responsibilities',
  'Posted on',
  'All rights reserved',
  'Get in Touch',
  'Hiring or looking for work?',
];

let staff: APIRequestContext;
const posted: Record<string, string> = {};

test.beforeAll(async () => {
  staff = await playwrightRequest.newContext({ baseURL: e2eSettings().baseUrl });
  const login = await staff.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: await xsrfHeaders(staff),
  });
  expect(login.status()).toBe(200);
  for (const [title, industry, type] of [
    [DRIVER, 'Drivers', 'Part-Time'],
    [CLERK, 'Business', 'Full-Time'],
  ] as const) {
    const created = await staff.post('/api/jobs/create-job', {
      headers: await xsrfHeaders(staff),
      data: {
        title,
        location: 'Joliet, IL',
        salary: '$21/hr',
        type,
        schedule: '6:00am – 2:30pm',
        industry,
        workplace: 'on-site',
        description: `Deliveries and stock for our Joliet warehouse (${RUN}).`,
        responsibilities: 'Load the truck\nCount the stock',
        skills: 'Forklift',
      },
    });
    expect(created.status()).toBe(201);
    posted[title] = ((await created.json()) as { _id: string })._id;
  }
});

test.afterAll(async () => {
  for (const id of Object.values(posted)) {
    const removed = await staff.delete(`/api/jobs/job/${id}`, {
      headers: await xsrfHeaders(staff),
    });
    expect(removed.status()).toBe(204);
  }
  await staff.dispose();
});

// What every step checks: the page says it is Spanish, shows none of the English interface,
// and its links and forms stay on the Spanish pages (the language link, marked hreflang="en",
// is the one way to the English page).
async function expectSpanishPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const text = await page.locator('body').innerText();
  for (const english of ENGLISH_TEXTS) expect(text, page.url()).not.toContain(english);
  const { links, actions } = await page.evaluate(() => ({
    links: Array.from(document.querySelectorAll('a[href^="/"]'), (link) => ({
      href: link.getAttribute('href') ?? '',
      english: link.getAttribute('hreflang') === 'en',
    })),
    actions: Array.from(document.querySelectorAll('form'), (form) => form.getAttribute('action')),
  }));
  expect(links.length).toBeGreaterThan(0);
  for (const { href, english } of links) {
    if (english) expect(href, page.url()).not.toMatch(/^\/es(\/|$|\?)/);
    else expect(href, page.url()).toMatch(/^\/es(\/|$|\?)/);
  }
  // (A form without an action is sent by its script: the login form.)
  for (const action of actions) {
    if (action !== null) expect(action, page.url()).toMatch(/^\/es\//);
  }
}

test('searches, filters, opens a job and reaches applying, all in Spanish under /es', async ({
  page,
}) => {
  await page.goto('/es');
  await expectSpanishPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Conectamos a grandes personas con grandes empleadores',
  );

  // The header's search is behind the menu on a phone: a disclosure the browser opens.
  const search = page.getByRole('searchbox', { name: 'Buscar empleos' });
  await expect(search).toBeHidden();
  await page.getByText('Menú', { exact: true }).click();
  await search.fill('almacén');
  await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/es\/find-job\?q=almac%C3%A9n$/);
  await expectSpanishPage(page);
  await expect(page).toHaveTitle('Empleos que coinciden con «almacén» | Keystone Staffing');
  const status = page.getByRole('status');
  await expect(status).toContainText('«almacén»');
  const results = page.getByRole('list', { name: 'Resultados de la búsqueda' });
  await expect(results.getByRole('link', { name: DRIVER })).toBeVisible();
  await expect(results.getByRole('link', { name: CLERK })).toBeVisible();
  // What needs a script says so, in Spanish, instead of a button that does nothing.
  await expect(page.locator('main noscript p')).toHaveText(
    'Active JavaScript para recibir empleos como estos por correo electrónico.',
  );

  // The search form's industry and type narrow the search and keep its words.
  const form = page.getByRole('search', { name: 'Búsqueda de empleo' });
  await expect(form.getByRole('searchbox', { name: 'Palabras clave' })).toHaveValue('almacén');
  await form.getByRole('combobox', { name: 'Industria' }).selectOption({ label: 'Conductores' });
  await form.getByRole('combobox', { name: 'Tipo de empleo' }).selectOption({
    label: 'Medio tiempo',
  });
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/es\/find-job\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('q')).toBe('almacén');
  expect(query.get('industry')).toBe('Drivers');
  expect(query.get('type')).toBe('Part-Time');
  await expectSpanishPage(page);
  await expect(status).toContainText('«almacén»');
  await expect(results.getByRole('link', { name: DRIVER })).toBeVisible();
  await expect(results.getByRole('link', { name: CLERK })).toHaveCount(0);
  for (const card of await results.getByRole('article').all()) {
    await expect(card).toContainText('Medio tiempo');
  }

  // The filters beside the results open in place and keep the search as it is.
  await page.locator('summary', { hasText: /^Filtros$/ }).click();
  await page.getByRole('checkbox', { name: /^Presencial/ }).check();
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/[?&]workplace=on-site(&|$)/);
  expect(new URL(page.url()).searchParams.get('industry')).toBe('Drivers');
  await expectSpanishPage(page);
  await expect(results.getByRole('link', { name: DRIVER })).toBeVisible();

  // The job opens from its card, on its Spanish page.
  await results.getByRole('link', { name: DRIVER }).click();
  await expect(page).toHaveURL(new RegExp(`/es/jobs/${posted[DRIVER]}$`));
  await expectSpanishPage(page);
  await expect(page.getByRole('heading', { level: 1, name: DRIVER })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Responsabilidades' })).toBeVisible();

  // Applying: without a script the page says, in Spanish, what it needs, with no dead button.
  // (Playwright's text and role queries skip <noscript>; its content is on screen here.)
  await expect(page.locator('main noscript p')).toHaveText(
    'Para postularse en línea se necesita JavaScript. Actívelo en su navegador para enviar su currículum.',
  );
  await expect(page.getByRole('button', { name: 'Postularse ahora' })).toBeHidden();
  // Sharing by email is a link; saving, signed out, leads to the Spanish login page, which
  // comes back to this job.
  await expect(page.getByRole('link', { name: 'Correo electrónico' })).toBeVisible();
  const save = page.getByRole('link', { name: 'Guardar (primero inicie sesión)' });
  await expect(save).toHaveAttribute(
    'href',
    `/es/login?next=${encodeURIComponent(`/jobs/${posted[DRIVER]}`)}`,
  );
  await save.click();
  await expect(page).toHaveURL(/\/es\/login\?next=/);
  await expectSpanishPage(page);
  await expect(page).toHaveTitle('Iniciar sesión | Keystone Staffing');
});
