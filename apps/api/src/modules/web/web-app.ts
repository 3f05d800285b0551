import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppPath, isSeekerAppPath } from '@staffing/shared/app-paths';
import {
  localeOfPath,
  localizedPath,
  pathWithoutLocale,
  type Locale,
} from '@staffing/shared/i18n/locales';
import { MESSAGES } from '@staffing/shared/messages';
import type { SiteConfig } from '@staffing/shared/site-config';
import type { User } from '@staffing/shared/user-schemas';
import { isUuid } from '../../lib/ids.ts';
import { findJob } from '../jobs/job-writes.ts';
import { isJobOpen } from '../jobs/open-jobs.ts';
import { jobPostingJsonLd } from '../seo/job-posting-json-ld.ts';
import { headForPath, notFoundHead, spanishAppHead, type PageHead } from '../seo/page-head.ts';
import { presentUser } from '../users/user-presenter.ts';
import { compressedBody, preferredEncoding } from './compressed-page.ts';
import type { PageCache } from './page-cache.ts';
import { pageAssetsFrom, type BuildManifest } from './page-assets.ts';
import {
  renderDocument,
  renderFailurePage,
  type RenderedApp,
  type StyleTexts,
} from './render-document.ts';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

// The server renderer's interface (apps/web/src/entry-server.tsx, built to
// <dist>/server/entry-server.js). Typed here rather than imported: the API does not compile
// the web app's sources.
type ServerRenderer = {
  render(input: {
    url: string;
    site: SiteConfig;
    user: User | null;
    fetch: typeof fetch;
  }): Promise<{
    html: string;
    head: string;
    pages: string[];
    islands: string[];
    startScripts: string[];
    complete: boolean;
  }>;
  appState(input: { site: SiteConfig; user: User | null }): unknown;
};

async function loadRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<{ renderer: ServerRenderer; assetsFor: ReturnType<typeof pageAssetsFrom> } | undefined> {
  const entry = path.join(distDir, 'server', 'entry-server.js');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) {
    return undefined;
  }
  const renderer = (await import(pathToFileURL(entry).href)) as ServerRenderer;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  return { renderer, assetsFor: pageAssetsFrom(manifest) };
}

// The built stylesheets by their URL, written into each page instead of linked (see
// render-document.ts). All of them together are about 100 KB, read once at start.
function readStyles(distDir: string): StyleTexts {
  const assets = path.join(distDir, 'assets');
  const styles = new Map<string, string>();
  if (!existsSync(assets)) return styles;
  for (const file of readdirSync(assets)) {
    if (file.endsWith('.css'))
      styles.set(`/assets/${file}`, readFileSync(path.join(assets, file), 'utf8'));
  }
  return styles;
}

// Browsers that speculate (Chromium) fetch a public page the visitor is about to open while
// the pointer rests on its link, so the next document is often ready when it is clicked.
const SPECULATION_RULES_PATH = '/speculation-rules.json';
const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          {
            not: {
              href_matches: [
                '/api/*',
                '/admin',
                '/admin/*',
                '/edit-job/*',
                '/profile',
                '/profile/*',
              ],
            },
          },
          { not: { selector_matches: '[rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

function readTemplate(distDir: string, file: string): string | undefined {
  const templateFile = path.join(distDir, file);
  return existsSync(templateFile) ? readFileSync(templateFile, 'utf8') : undefined;
}

// The head of a public page in one of the site's languages: its canonical URL is that
// language's, and it names the page in every language (hreflang), English as the default.
function inLanguage(head: PageHead, path: string, locale: Locale): PageHead {
  if (head.status !== 200) return head;
  const page = head.canonicalPath ?? path;
  return {
    ...head,
    ...(head.canonicalPath === undefined
      ? {}
      : { canonicalPath: localizedPath(head.canonicalPath, locale) }),
    alternates: { en: localizedPath(page, 'en'), es: localizedPath(page, 'es') },
  };
}

// Serves the built web app from the same process and port as the API: hashed assets with
// long caching; every other GET that is not /api/* gets its page: a document the server
// renders whole for the public pages, the signed-in app's shell for the account and staff
// pages (ADR 0021).
export async function registerWebApp(app: FastifyInstance, pageCache: PageCache): Promise<void> {
  const distDir = app.config.webDistDir;
  const template = readTemplate(distDir, 'index.html');
  const appTemplate = readTemplate(distDir, 'app.html') ?? template;
  const ssr = template ? await loadRenderer(app, distDir) : undefined;
  const styles = template ? readStyles(distDir) : undefined;

  if (template) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The server renderer and the build manifest are the server's, not the browser's.
      allowedPath: (pathname) => !/^\/(server|\.vite)(\/|$)/.test(pathname),
      setHeaders(reply, filePath) {
        const inAssets = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        void reply.header('cache-control', inAssets ? HASHED_ASSET_CACHE : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built; only the API is served (run npm run build)');
  }

  const site = { ...app.config.site, publicUrl: app.config.publicUrl };

  // The loaders' data comes from the API's own routes, answered in-process: the same JSON,
  // validation and presenters as the browser gets, with no socket or HTTP round trip. Only
  // public reads go through it; the visitor's cookies are not passed on.
  const inProcessFetch: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
      ...(init?.signal ? { signal: init.signal } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || name === 'set-cookie') continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers,
    });
  };

  async function renderApp(
    request: FastifyRequest,
    appPage: boolean,
  ): Promise<RenderedApp | undefined> {
    if (!ssr) return undefined;
    const user = request.user ? presentUser(request.user) : null;
    if (appPage) {
      // The signed-in app renders in the browser; it starts with the session and the site
      // configuration, so it asks for neither.
      const state = ssr.renderer.appState({ site, user });
      return { html: '', head: '', state, styles: [], scripts: [] };
    }
    const result = await ssr.renderer.render({
      url: request.url,
      site,
      user,
      fetch: inProcessFetch,
    });
    return {
      html: result.html,
      head: result.head,
      complete: result.complete,
      ...ssr.assetsFor(result.pages, result.islands, result.startScripts),
    };
  }

  // A job page's head comes from the job itself: its title, a description from its text, and
  // JobPosting structured data while it is open. A filled or closed job keeps answering
  // (links in the wild keep working) but asks not to be indexed.
  // On the Spanish page of a job with a Spanish version, its title and description are the
  // Spanish ones (the job type, an English word, is left out of the description there).
  async function headForJob(id: string, locale: Locale): Promise<PageHead> {
    const job = isUuid(id) ? await findJob(app.db, id) : undefined;
    if (!job) return { ...notFoundHead, title: 'Job not found' };
    const open = isJobOpen(job);
    const spanish = locale === 'es' ? job.spanish : null;
    const summary = (spanish?.description ?? job.description).replace(/\s+/g, ' ').trim();
    return {
      status: 200,
      title: `${spanish?.title ?? job.title} – ${job.location}`,
      description: (spanish
        ? `${job.salary} · ${summary}`
        : `${job.type} · ${job.salary} · ${summary}`
      ).slice(0, 300),
      canonicalPath: `/jobs/${job.id}`,
      ogType: 'article',
      ...(open ? { jsonLd: jobPostingJsonLd(job, site, locale) } : { noIndex: true }),
    };
  }

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isPageRequest || !template) {
      return reply.code(404).send({ error: isApi ? MESSAGES.apiRouteNotFound : 'Not found' });
    }
    // A path with a file extension that did not match a built file is a missing asset,
    // not a client route: answering it with HTML would hide the broken reference.
    if (/\.[a-z0-9]{1,8}$/i.test(pathname) && !pathname.endsWith('.html')) {
      return reply.code(404).send({ error: 'Not found' });
    }
    await app.sessions.load(request, reply);
    // A public page in Spanish is the English page's path under /es (the server renderer
    // takes the prefix as its router's base). The signed-in app answers its English paths
    // and, under /es, the job seeker's own pages; staff and client screens stay English, so
    // /es/admin is not a page.
    const locale: Locale = localeOfPath(pathname);
    const pagePath = pathWithoutLocale(pathname);
    const appPath = isAppPath(pagePath);
    const appPage = appPath && (locale === 'en' || isSeekerAppPath(pagePath));
    const renderPage = async () => {
      const jobPage = /^\/jobs\/([^/]+)\/?$/.exec(pagePath);
      const pageHead = async (): Promise<PageHead> => {
        if (appPath) {
          if (locale === 'en') return headForPath(pagePath);
          return appPage ? spanishAppHead(pagePath) : notFoundHead;
        }
        const english = jobPage
          ? await headForJob(decodeURIComponent(jobPage[1] ?? ''), locale)
          : headForPath(pagePath);
        return inLanguage(english, pagePath, locale);
      };
      const [head, rendered] = await Promise.all([
        pageHead(),
        renderApp(request, appPage).catch((error: unknown) => {
          request.log.error({ err: error }, 'server rendering failed');
          return null;
        }),
      ]);
      if (rendered === null) {
        return {
          status: 500,
          body: Buffer.from(renderFailurePage(template, site)),
          cacheable: false,
        };
      }
      return {
        status: head.status,
        body: Buffer.from(
          renderDocument(appPage ? (appTemplate ?? template) : template, {
            site,
            head,
            locale,
            ...(styles ? { styles } : {}),
            ...(rendered ? { app: rendered } : {}),
          }),
        ),
        cacheable: rendered === undefined ? !ssr : rendered.complete !== false,
      };
    };
    // A signed-out visitor's page is the same for every signed-out visitor (the session in
    // it is "none"), so it can be reused for a few seconds; a signed-in one never is.
    const shared = !request.user;
    const page = shared ? await pageCache.get(request.url, renderPage) : await renderPage();
    // The page carries the signed-in state, so the browser does not ask for it on load;
    // the XSRF cookie the session check would have set comes with the page instead.
    app.csrf.ensure(request, reply);
    // Unknown paths get the not-found page with a 404 status, so search engines do not
    // index them as real pages. The page holds the visitor's own session: never shared by
    // caches between the browser and this server.
    void reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache');
    if (!appPage) void reply.header('speculation-rules', `"${SPECULATION_RULES_PATH}"`);
    // A signed-in visitor's own page is compressed by @fastify/compress like any other
    // answer; a shared page goes out as bytes compressed once for all its visitors.
    if (!shared) return reply.header('vary', 'cookie').send(page.body);
    void reply.header('vary', 'cookie, accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.body);
    return reply.header('content-encoding', encoding).send(await compressedBody(page, encoding));
  }

  // Pages are answered by a route rather than by the not-found handler alone: route hooks
  // (compression above all, added per route by @fastify/compress) never run for the
  // not-found handler, which sent every page uncompressed. Files and API routes are more
  // specific, so they keep matching first; other methods still end in the not-found handler.
  if (template) {
    app.get(SPECULATION_RULES_PATH, (_request, reply) =>
      reply
        .header('content-type', 'application/speculationrules+json')
        .header('cache-control', 'public, max-age=3600')
        .send(SPECULATION_RULES),
    );
    app.get('/*', servePage);
  }
  app.setNotFoundHandler(servePage);
}
