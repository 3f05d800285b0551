// The server renderer, built by `vite build --ssr` next to the browser bundle and loaded
// by the API's web module (apps/api/src/modules/web/). It renders the public documents
// (public/document-routes.tsx, ADR 0021) whole, with their loaders and query hooks running
// here only, and names the islands in them, whose scripts the document must load.
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { Writable } from 'node:stream';
import type { SiteConfig } from '@staffing/shared/site-config';
import type { User } from '@staffing/shared/user-schemas';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/features/shared/auth/api/get-session';
import { dehydratePageState, type PageState } from '@/lib/page-state';
import { createQueryClient } from '@/lib/query-client';
import { siteConfigQueryKey } from '@/lib/site-config';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { serverI18n } from '@/lib/i18n/server-catalogues';
import { localeOfPath, type Locale } from '@staffing/shared/i18n/locales';
import { routeLoadContext, withLoaders } from '@/public/document-loaders';
import { documentRoutes } from '@/public/document-routes';
import { BEHAVIOUR_ATTRIBUTE, ISLAND_ATTRIBUTE } from '@/public/island-names';

export type RenderInput = {
  // Path and query string of the page asked for.
  url: string;
  site: SiteConfig;
  user: User | null;
  // Answers /api/* requests of the loaders in-process (the API's app.inject).
  fetch: typeof fetch;
};

export type RenderResult = {
  // Empty when a loader answered with a redirect or a response of its own.
  html: string;
  // Head tags the page rendered (its title and description, a feed link, a robots rule),
  // for the document's <head>.
  head: string;
  // Ids of the documents in the markup (their file names under public/documents/), whose
  // stylesheets the document must carry.
  pages: string[];
  // Names of the islands in the markup (their file names under public/islands/), whose
  // stylesheets the document must carry.
  islands: string[];
  // The scripts to preload: the page's behaviours (file names under public/behaviours/), which
  // run as it starts. The islands hydrated on load are not preloaded: React would then be
  // fetched beside the document and its first paint; they are imported after the first frame.
  // The other islands' scripts load when a person first reaches for them.
  startScripts: string[];
  // False when the page went out without counts the server was still making (ADR 0020):
  // it must not be reused, so the next visitor gets them.
  complete: boolean;
};

// A job list whose total, or facet counts, the API answered before it had counted them.
function countsPending(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some(({ state: { data } }) => {
      if (typeof data !== 'object' || data === null) return false;
      return (
        ('totalPending' in data && data.totalPending === true) ||
        ('pending' in data && data.pending === true)
      );
    });
}

// The same documents in each language: a Spanish page's path is the English one under /es,
// which the router takes as its base, so the pages see the paths the spec names.
const BASENAMES: Record<Locale, string> = { en: '/', es: '/es' };
const handlers: Record<Locale, ReturnType<typeof createStaticHandler>> = {
  en: createStaticHandler(withLoaders(documentRoutes)),
  es: createStaticHandler(withLoaders(documentRoutes), { basename: BASENAMES.es }),
};

function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    let failed = false;
    const stream = renderToPipeableStream(element, {
      // Large boundaries would otherwise be written after the rest of the page and moved into
      // place by an inline script (see onAllReady).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Everything, including the lazy pages' Suspense boundaries, is complete before the
      // first byte: a streamed boundary would need an inline script, which the
      // Content-Security-Policy refuses, and crawlers get the whole page either way.
      onAllReady() {
        if (!failed) stream.pipe(sink);
      },
      onShellError(error) {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError() {
        // A boundary that failed on the server is rendered again in the browser, which
        // reports the error where the visitor is.
      },
    });
  });
}

// Rendered into an element rather than a whole document, React writes the tags it hoists
// (<title>, <meta>, <link>) before the markup. They belong in <head>: the browser's React
// finds them there when it hydrates (it takes over the document's first <title> and a
// <meta> with the same content), and does not expect them inside #root.
const HOISTED_TAG = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)/;

function splitHoistedTags(markup: string): { head: string; html: string } {
  let rest = markup;
  const kept: string[] = [];
  for (let match = HOISTED_TAG.exec(rest); match; match = HOISTED_TAG.exec(rest)) {
    kept.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: kept.join(''), html: rest };
}

const ISLAND_NAME = new RegExp(`\\b${ISLAND_ATTRIBUTE}="([a-z-]+)"`, 'g');
const BEHAVIOUR_NAME = new RegExp(`\\b${BEHAVIOUR_ATTRIBUTE}="([a-z-]+)"`, 'g');

function namesIn(html: string, pattern: RegExp): string[] {
  return [...new Set(Array.from(html.matchAll(pattern), (match) => match[1] ?? ''))];
}

export async function render({ url, site, user, fetch }: RenderInput): Promise<RenderResult> {
  const queryClient = createQueryClient();
  // What the loaders got is what the document shows: a "not found" is rendered as such,
  // never as a query about to be tried again (nothing here would try it).
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false },
  });
  queryClient.setQueryData(siteConfigQueryKey, site);
  queryClient.setQueryData(sessionQueryKey, user);

  const location = new URL(url, 'http://localhost');
  const locale = localeOfPath(location.pathname);
  const handler = handlers[locale];
  const leaf = matchRoutes(documentRoutes, location.pathname, BASENAMES[locale])?.at(-1)?.route.id;
  const context = await handler.query(new Request(location), {
    requestContext: new RouterContextProvider(
      new Map([[routeLoadContext, { queryClient, fetch }]]),
    ),
  });
  if (context instanceof Response || leaf === undefined) {
    return { html: '', head: '', pages: [], islands: [], startScripts: [], complete: true };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = await renderToString(
    <StrictMode>
      <LocaleProvider i18n={serverI18n(locale)}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </LocaleProvider>
    </StrictMode>,
  );
  const { head, html } = splitHoistedTags(markup);
  return {
    html,
    head,
    pages: [leaf],
    islands: namesIn(html, ISLAND_NAME),
    startScripts: namesIn(html, BEHAVIOUR_NAME),
    complete: !countsPending(queryClient),
  };
}

// The signed-in app's starting state: the session and the site configuration as its query
// cache, so its first render asks the server for neither (app/main.tsx).
export function appState({ site, user }: { site: SiteConfig; user: User | null }): PageState {
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteConfigQueryKey, site);
  queryClient.setQueryData(sessionQueryKey, user);
  return dehydratePageState(queryClient);
}
