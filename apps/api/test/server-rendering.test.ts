import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@staffing/shared/job-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import { buildApp } from '../src/app.ts';
import { validJobPayload } from './helpers/jobs.ts';
import { testConfig } from './helpers/test-app.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

// The public pages arrive server-rendered. The real web build (browser bundle,
// manifest and server renderer) is made once for this file into its own folder.
const ROOT = path.resolve(import.meta.dirname, '../../..');

type Page = { status: number; text: string; document: Document; response: LightMyRequestResponse };

function readPage(response: LightMyRequestResponse): Page {
  const document = new JSDOM(response.body).window.document;
  // What a crawler that runs no script reads: the body's text outside <script> elements.
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const script of body.querySelectorAll('script')) script.remove();
  return { status: response.statusCode, text: body.textContent, document, response };
}

// The signed-in app's starting state (documents have none).
function pageStateOf(page: Page): {
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
} {
  return JSON.parse(
    page.document.getElementById('page-state')?.textContent ?? 'null',
  ) as ReturnType<typeof pageStateOf>;
}

describe('server-rendered public pages', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let nurse: Job;
  let welder: Job;
  let distDir: string;

  beforeAll(async () => {
    const database = await createTestDatabase({ migrated: true });
    distDir = path.join(database.dataDir, 'dist');
    const build = spawnSync(
      process.execPath,
      [path.join(ROOT, 'apps/web/build.ts'), '--outDir', distDir],
      { cwd: path.join(ROOT, 'apps/web'), encoding: 'utf8' },
    );
    if (build.status !== 0) throw new Error(`web build failed:\n${build.stderr}`);
    app = await buildApp(
      // The page cache is on here, as in production; the test below shows what it reuses.
      { ...testConfig(database), webDistDir: distDir, pageCacheMs: 60_000 },
      { searchPath: database.searchPath },
    );
    cleanup = async () => {
      await app.close();
      await database.cleanup();
    };
    const { client: admin } = await loggedInClient(app, 'admin');
    const create = async (payload: Record<string, unknown>) => {
      const response = await admin.post('/api/jobs/create-job', validJobPayload(payload));
      expect(response.statusCode).toBe(201);
      return response.json<Job>();
    };
    welder = await create({
      title: 'Structural Welder',
      industry: 'Construction',
      description: 'Weld steel frames.',
    });
    nurse = await create({
      title: 'Night Shift Registered Nurse',
      industry: 'Healthcare',
      location: 'Springfield, IL',
      description: 'Care for patients overnight.\nSecond line of the description.',
      responsibilities: 'Assess patients\nChart vitals',
    });
  }, 240_000);
  afterAll(async () => {
    await cleanup();
  });

  const get = async (url: string, client = new TestClient(app)) => readPage(await client.get(url));

  it('renders a job page with its full title, overview and details, line breaks kept', async () => {
    const page = await get(`/jobs/${nurse._id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Night Shift Registered Nurse');
    expect(page.text).toContain('Springfield, IL');
    expect(page.text).toContain('$40 - $50/hr');
    expect(page.text).toContain('Care for patients overnight.\nSecond line of the description.');
    expect(page.text).toContain('Assess patients\nChart vitals');
    // Readable without a script: no "this website needs JavaScript" shell; only applying
    // says it needs one (the job page's noscript note).
    expect(page.text).not.toContain('This website needs JavaScript');
    expect(page.text).toContain('Applying online needs JavaScript');
    // A document: no page state for a client router, only its islands' props.
    expect(page.document.getElementById('page-state')).toBeNull();
    expect(page.document.querySelector('[data-island="site-header"]')).not.toBeNull();
    // One title and one description, the page's own.
    const titles = page.document.querySelectorAll('title');
    expect([...titles].map((title) => title.textContent)).toEqual([
      'Night Shift Registered Nurse in Springfield, IL | Keystone Staffing',
    ]);
    expect(page.document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(page.document.querySelector('title[data-server-head]')).toBeNull();
  });

  it("renders the newest jobs on /find-job and an industry's jobs on its page", async () => {
    const list = await get('/find-job');
    expect(list.status).toBe(200);
    expect(list.text).toContain('RECENT JOB POSTINGS');
    expect(list.text).toContain('Night Shift Registered Nurse');
    expect(list.text).toContain('Structural Welder');

    const healthcare = await get('/find-job/healthcare');
    expect(healthcare.status).toBe(200);
    expect(healthcare.text).toContain('Healthcare Jobs');
    expect(healthcare.text).toContain('Night Shift Registered Nurse');
    expect(healthcare.text).not.toContain('Structural Welder');

    const search = await get('/find-job?q=welder');
    expect(search.text).toContain('Structural Welder');
    expect(search.text).not.toContain('Night Shift Registered Nurse');
  });

  it('renders the home page headline and sections, and the static pages', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Connecting great people with great employers');
    expect(home.text).toContain('Industries we staff');
    for (const [url, text] of [
      ['/about-us', 'About'],
      ['/careers', 'Careers'],
      ['/sales-rep', 'Sales Representative'],
      ['/project-manager-internship', 'Project Manager Internship'],
      ['/contact-us', 'Contact'],
      ['/industries', 'Industries'],
      ['/find-talent', 'Find Talent'],
      ['/find-talent/healthcare', 'Healthcare'],
    ] as const) {
      const page = await get(url);
      expect(page.status, url).toBe(200);
      expect(page.document.getElementById('root')?.children.length, url).toBeGreaterThan(0);
      expect(page.text, url).toContain(text);
    }
  });

  it('renders every public page in Spanish under /es, named in both languages for search engines', async () => {
    const origin = app.config.publicUrl;
    const alternates = (page: Page): Record<string, string | null> =>
      Object.fromEntries(
        Array.from(page.document.querySelectorAll('link[rel="alternate"][hreflang]'), (link) => [
          link.getAttribute('hreflang') ?? '',
          link.getAttribute('href'),
        ]),
      );
    const home = await get('/es');
    expect(home.status).toBe(200);
    expect(home.document.documentElement.lang).toBe('es');
    expect(home.document.querySelector('h1')?.textContent).toBe(
      'Conectamos a grandes personas con grandes empleadores',
    );
    expect(home.document.title).toContain('Empleos y personal');
    expect(home.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${origin}/es`,
    );
    expect(alternates(home)).toEqual({
      en: `${origin}/`,
      es: `${origin}/es`,
      'x-default': `${origin}/`,
    });
    // Its links lead to the Spanish pages; the language link to the English one.
    const findJob = home.document.querySelector('nav[aria-label="Principal"] a');
    expect(findJob?.textContent).toBe('BUSCAR EMPLEO');
    expect(findJob?.getAttribute('href')).toBe('/es/find-job');
    const english = [...home.document.querySelectorAll('a[hreflang="en"]')];
    expect(english.length).toBeGreaterThan(0);
    for (const link of english) {
      expect(link.getAttribute('href')).toBe('/');
      expect(link.getAttribute('lang')).toBe('en');
      expect(link.textContent).toBe('English');
    }

    // The English page names its Spanish twin, keeping the query on the way.
    const search = await get('/find-job?q=nurse');
    expect(search.document.documentElement.lang).toBe('en');
    expect(search.document.querySelector('a[hreflang="es"]')?.getAttribute('href')).toBe(
      '/es/find-job?q=nurse',
    );
    expect(alternates(search)).toMatchObject({ es: `${origin}/es/find-job` });

    for (const url of [
      '/es/find-job',
      '/es/find-job/healthcare',
      `/es/jobs/${nurse._id}`,
      '/es/find-talent',
      '/es/find-talent/construction',
      '/es/industries',
      '/es/about-us',
      '/es/contact-us',
      '/es/careers',
      '/es/sales-rep',
      '/es/project-manager-internship',
      '/es/login',
      '/es/sign-up',
      '/es/forgot-password',
    ]) {
      const page = await get(url);
      expect(page.status, url).toBe(200);
      expect(page.document.documentElement.lang, url).toBe('es');
      expect(alternates(page).es, url).toBe(`${origin}${url}`);
      expect(page.document.querySelector('a[hreflang="en"]')?.getAttribute('href'), url).toBe(
        url.slice('/es'.length),
      );
    }

    // Link previews (Open Graph) speak the page's language: its locale, its own title and
    // description, its URL; and no Spanish page keeps the English page's title or description
    // (a job's ad text is the ad's own, in the language it was written in).
    const meta = (page: Page, selector: string) =>
      page.document.querySelector(`meta[${selector}]`)?.getAttribute('content');
    const openGraph = (page: Page) =>
      Object.fromEntries(
        Array.from(page.document.querySelectorAll('meta[property^="og:"]'), (tag) => [
          tag.getAttribute('property') ?? '',
          tag.getAttribute('content'),
        ]),
      );
    for (const url of [
      '/es',
      '/es/find-job',
      '/es/find-job/healthcare',
      `/es/jobs/${nurse._id}`,
      '/es/find-talent',
      '/es/find-talent/construction',
      '/es/industries',
      '/es/about-us',
      '/es/contact-us',
      '/es/careers',
      '/es/sales-rep',
      '/es/project-manager-internship',
      '/es/login',
      '/es/sign-up',
    ]) {
      const page = await get(url);
      const english = await get(url.slice('/es'.length) || '/');
      expect(openGraph(page), url).toMatchObject({
        'og:locale': 'es_US',
        'og:locale:alternate': 'en_US',
        'og:title': page.document.title,
        'og:description': meta(page, 'name="description"'),
        'og:url': `${origin}${url}`,
      });
      expect(openGraph(english), url).toMatchObject({
        'og:locale': 'en_US',
        'og:locale:alternate': 'es_US',
        'og:title': english.document.title,
        'og:url': `${origin}${url.slice('/es'.length) || '/'}`,
      });
      expect(page.document.title, url).not.toBe(english.document.title);
      if (!url.startsWith('/es/jobs/')) {
        expect(meta(page, 'name="description"'), url).not.toBe(meta(english, 'name="description"'));
      }
    }
    expect(openGraph(await get('/es/about-us'))['og:title']).toBe(
      'Quiénes somos | Keystone Staffing',
    );

    const missing = await get('/es/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.document.documentElement.lang).toBe('es');
    expect(missing.text).toContain('No encontramos esa página');
    expect(missing.text).not.toContain(MESSAGES.notFoundPage);
  });

  it("renders a job's Spanish version on /es/jobs/:id, and a job without one in English under a note", async () => {
    const { client: admin } = await loggedInClient(app, 'admin');
    const created = await admin.post(
      '/api/jobs/create-job',
      validJobPayload({
        title: 'Bilingual Home Health Aide',
        industry: 'Healthcare',
        description: 'Visit patients at home.',
        spanish: {
          title: 'Asistente de salud a domicilio',
          description: 'Visitar a los pacientes en su casa.\nSegunda línea.',
          skills: 'Licencia de asistente',
        },
      }),
    );
    expect(created.statusCode).toBe(201);
    const aide = created.json<Job>();

    const spanish = await get(`/es/jobs/${aide._id}`);
    expect(spanish.status).toBe(200);
    const h1 = spanish.document.querySelector('h1');
    expect(h1?.textContent).toBe('Asistente de salud a domicilio');
    expect(h1?.hasAttribute('lang')).toBe(false);
    expect(spanish.text).toContain('Visitar a los pacientes en su casa.\nSegunda línea.');
    expect(spanish.text).toContain('Licencia de asistente');
    expect(spanish.text).not.toContain('Visit patients at home.');
    expect(spanish.text).not.toContain('Este anuncio está publicado en inglés.');
    // The texts it leaves out are the English ones, marked as English.
    const englishTexts = [...spanish.document.querySelectorAll('main p[lang="en"]')].map(
      (paragraph) => paragraph.textContent,
    );
    expect(englishTexts).toEqual(['We are great', 'Assess patients', 'Benefits']);
    expect(spanish.document.title).toBe(
      'Asistente de salud a domicilio en Chicago, IL | Keystone Staffing',
    );
    expect(
      spanish.document.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toBe('Visitar a los pacientes en su casa. Segunda línea.');
    const [posting] = [
      ...spanish.document.querySelectorAll('script[type="application/ld+json"]'),
    ].map((script) => JSON.parse(script.textContent) as { title: string; url: string });
    expect(posting).toMatchObject({
      title: 'Asistente de salud a domicilio',
      url: `${app.config.publicUrl}/es/jobs/${aide._id}`,
    });

    // A job without a Spanish version: its English posting, marked, under a Spanish note.
    const english = await get(`/es/jobs/${nurse._id}`);
    expect(english.document.documentElement.lang).toBe('es');
    expect(english.document.querySelector('h1')?.getAttribute('lang')).toBe('en');
    expect(english.document.querySelector('main [role="note"]')?.textContent).toBe(
      'Este anuncio está publicado en inglés.',
    );
    const marked = [...english.document.querySelectorAll('main p[lang="en"]')].map(
      (paragraph) => paragraph.textContent,
    );
    expect(marked).toContain('Care for patients overnight.\nSecond line of the description.');
    expect(marked).toContain('Assess patients\nChart vitals');

    // The English pages are as they were.
    for (const page of [await get(`/jobs/${aide._id}`), await get(`/jobs/${nurse._id}`)]) {
      expect(page.document.querySelector('main [lang]')).toBeNull();
      expect(page.document.querySelector('main [role="note"]')).toBeNull();
      expect(page.text).not.toContain('Asistente');
    }
    expect((await get(`/jobs/${aide._id}`)).document.querySelector('h1')?.textContent).toBe(
      'Bilingual Home Health Aide',
    );
  });

  it('answers 404 with the not-found text for an unknown job, page or industry', async () => {
    const job = await get('/jobs/00000000-0000-4000-8000-000000000000');
    expect(job.status).toBe(404);
    expect(job.text).toContain(MESSAGES.jobNotFound);
    const notUuid = await get('/jobs/not-a-job');
    expect(notUuid.status).toBe(404);
    expect(notUuid.text).toContain(MESSAGES.jobNotFound);
    const page = await get('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.text).toContain(MESSAGES.notFoundPage);
    const industry = await get('/find-job/no-such-industry');
    expect(industry.text).toContain(MESSAGES.notFoundPage);
    expect(page.document.querySelectorAll('meta[name="robots"][content="noindex"]')).toHaveLength(
      1,
    );
  });

  it('carries the signed-in state and the XSRF cookie with the page; the API keeps its 401', async () => {
    const visitor = new TestClient(app);
    const anonymous = await get('/', visitor);
    // A document hands the session to its header island; the signed-in app gets it as its
    // query cache.
    const headerUserOf = (page: Page) =>
      (
        JSON.parse(
          page.document
            .querySelector('[data-island="site-header"]')
            ?.getAttribute('data-island-props') ?? '{}',
        ) as { user?: unknown }
      ).user;
    const sessionOf = (page: Page) =>
      pageStateOf(page).queries.queries.find((query) => query.queryKey.join('/') === 'auth/session')
        ?.state.data;
    expect(headerUserOf(anonymous)).toBeNull();
    expect(visitor.cookies.has('XSRF-TOKEN')).toBe(true);
    expect(anonymous.response.headers['cache-control']).toContain('private');
    expect((await visitor.get('/api/auth/check-session')).statusCode).toBe(401);

    const { client, user } = await loggedInClient(app);
    const signedIn = await get(`/jobs/${welder._id}`, client);
    expect(headerUserOf(signedIn)).toMatchObject({ email: user.email });
    expect(signedIn.text).toContain('PROFILE');
    // The signed-in app renders in the browser, but starts knowing who is signed in.
    const profile = await get('/profile', client);
    expect(profile.status).toBe(200);
    expect(profile.document.getElementById('root')?.children.length).toBe(0);
    expect(sessionOf(profile)).toMatchObject({ email: user.email });
  });

  it("answers the job seeker's own pages under /es with the app in Spanish, and no staff screen there", async () => {
    const { client, user } = await loggedInClient(app);
    for (const url of [
      '/es/profile',
      '/es/profile/applications',
      '/es/profile/saved-jobs',
      '/es/profile/alerts',
      '/es/profile/security',
      '/es/share-consent',
    ]) {
      const page = await get(url, client);
      expect(page.status, url).toBe(200);
      expect(page.document.documentElement.lang, url).toBe('es');
      // The app's shell, which starts knowing who is signed in, with a Spanish title meanwhile.
      expect(page.document.getElementById('root'), url).not.toBeNull();
      expect(page.text, url).not.toContain('Find a Job');
      expect(page.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain(
        'noindex',
      );
      expect(JSON.stringify(pageStateOf(page)), url).toContain(user.email);
    }
    expect((await get('/es/profile', client)).document.title).toContain('Perfil');
    for (const url of ['/es/admin', '/es/admin/orders', '/es/edit-job/1', '/es/client']) {
      const page = await get(url, client);
      expect(page.status, url).toBe(404);
      expect(page.document.getElementById('page-state'), url).toBeNull();
    }
  });

  it("reuses a signed-out visitor's page, never a signed-in one's, until a write through the API", async () => {
    // Kept from its second ask (page-cache.ts).
    await get(`/jobs/${welder._id}`);
    const before = await get(`/jobs/${welder._id}`);
    expect(before.text).toContain('Structural Welder');
    // Changed behind the API's back (as another instance would): this instance's copy stays.
    await app.db
      .updateTable('jobs')
      .set({ title: 'Structural Welder (renamed)' })
      .where('id', '=', welder._id)
      .execute();
    expect((await get(`/jobs/${welder._id}`)).text).not.toContain('(renamed)');
    const { client } = await loggedInClient(app);
    expect((await get(`/jobs/${welder._id}`, client)).text).toContain('(renamed)');

    // Any successful write through the API empties the cache.
    const { client: admin } = await loggedInClient(app, 'admin');
    const created = await admin.post(
      '/api/jobs/create-job',
      validJobPayload({ title: 'Crane Operator', industry: 'Construction' }),
    );
    expect(created.statusCode).toBe(201);
    expect((await get(`/jobs/${welder._id}`)).text).toContain('(renamed)');
    expect((await get('/find-job/construction')).text).toContain('Crane Operator');
  });

  it('sends no inline script the Content-Security-Policy would refuse, and hides the renderer', async () => {
    const page = await get(`/jobs/${nurse._id}`);
    const inline = [...page.document.querySelectorAll('script:not([src])')].filter(
      (script) =>
        !['application/json', 'application/ld+json'].includes(script.getAttribute('type') ?? ''),
    );
    expect(inline).toHaveLength(0);
    expect(page.response.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await new TestClient(app).get('/server/entry-server.js')).statusCode).toBe(404);
    expect((await new TestClient(app).get('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('sends pages compressed to a browser that accepts it, the not-found page too', async () => {
    for (const url of ['/', `/jobs/${nurse._id}`, '/find-job', '/no-such-page']) {
      const response = await new TestClient(app).get(url, { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding'], url).toBe('gzip');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      const html = gunzipSync(response.rawPayload).toString('utf8');
      expect(html, url).toContain('<div id="root"><');
    }
    const brotli = await new TestClient(app).get('/about-us', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toContain('About');
    const plain = await new TestClient(app).get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // A signed-in visitor's own page is compressed too.
    const { client } = await loggedInClient(app, 'user');
    const own = await client.get('/find-job', { 'accept-encoding': 'gzip' });
    expect(own.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(own.rawPayload).toString('utf8')).toContain('Find a Job');
    // Other methods and unknown API paths still end in the JSON not-found answer.
    expect((await new TestClient(app).get('/api/no-such-route')).json()).toEqual({
      error: MESSAGES.apiRouteNotFound,
    });
  });

  it("writes every stylesheet the page needs into it, each marked so the browser's loader skips its file", async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { css?: string[] }>;
    const aboutCss = manifest['src/public/documents/about-us.tsx']?.css ?? [];
    expect(aboutCss.length).toBeGreaterThan(0);
    const page = await get('/about-us');
    const inlined = [...page.document.querySelectorAll('style[data-href]')];
    const hrefs = inlined.map((style) => style.getAttribute('data-href'));
    for (const file of aboutCss) expect(hrefs).toContain(`/${file}`);
    for (const style of inlined) {
      const href = style.getAttribute('data-href') ?? '';
      expect(style.textContent, href).toBe(readFileSync(path.join(distDir, href), 'utf8'));
      const marker = page.document.querySelector(`link[rel="stylesheet"][href="${href}"]`);
      expect(marker?.hasAttribute('disabled'), href).toBe(true);
    }
    // Nothing the first paint waits on: no stylesheet is linked for loading.
    expect(page.document.querySelectorAll('link[rel="stylesheet"]:not([disabled])')).toHaveLength(
      0,
    );
  });
});
