// The server renderer, built by `vite build --ssr` next to the browser bundle and loaded
// by the API's web module (apps/api/src/modules/web/). It renders the public pages
// (SERVER_RENDERED_ROUTE_IDS) with the same route table, loaders, query hooks and components
// as the browser, and returns the markup with the state the browser hydrates from.
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
import { AppProvider } from '@/app/provider';
import { routeLoadContext, withLoaders } from '@/app/route-loaders';
import { preloadPages, routes, SERVER_RENDERED_ROUTE_IDS } from '@/app/router';
import { sessionQueryKey } from '@/features/auth/api/get-session';
import { dehydratePageState, dropUntravelledQueries, type PageState } from '@/lib/page-state';
import { createQueryClient } from '@/lib/query-client';
import { siteConfigQueryKey } from '@/lib/site-config';

export type RenderInput = {
  // Path and query string of the page asked for.
  url: string;
  site: SiteConfig;
  user: User | null;
  // Answers /api/* requests of the loaders in-process (the API's app.inject).
  fetch: typeof fetch;
};

export type RenderResult = {
  // Empty for a page the browser renders on its own (account, admin).
  html: string;
  // Head tags the page rendered (its title and description, a feed link, a robots rule),
  // for the document's <head>, where the browser's React takes them over as it hydrates.
  head: string;
  state: PageState;
  // Ids of the server-rendered pages in the markup (their file names under app/routes/),
  // whose stylesheets and scripts the document must link.
  pages: string[];
};

const handler = createStaticHandler(withLoaders(routes));

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

export async function render({ url, site, user, fetch }: RenderInput): Promise<RenderResult> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteConfigQueryKey, site);
  queryClient.setQueryData(sessionQueryKey, user);

  const location = new URL(url, 'http://localhost');
  const leaf = matchRoutes(routes, location.pathname)?.at(-1)?.route.id;
  if (leaf === undefined || !SERVER_RENDERED_ROUTE_IDS.has(leaf)) {
    return { html: '', head: '', state: dehydratePageState(queryClient), pages: [] };
  }

  const context = await handler.query(new Request(location), {
    requestContext: new RouterContextProvider(
      new Map([[routeLoadContext, { queryClient, fetch, awaitData: true }]]),
    ),
  });
  if (context instanceof Response) {
    return { html: '', head: '', state: dehydratePageState(queryClient), pages: [] };
  }
  dropUntravelledQueries(queryClient);
  // The browser preloads the same chunks before it hydrates (main.tsx), so both render the
  // pages without a Suspense boundary and the markup matches.
  await preloadPages(location.pathname);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = await renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const loaderData = Object.fromEntries(
    Object.entries(context.loaderData).map(([id, value]) => [id, value ?? null]),
  );
  const { head, html } = splitHoistedTags(markup);
  return { html, head, state: dehydratePageState(queryClient, loaderData), pages: [leaf] };
}
