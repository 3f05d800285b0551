// Global styles first, so every CSS Module that follows wins ties against element defaults.
import '@/styles/tokens.css';
import '@/styles/global.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { hydratePageState, readPageState } from '@/lib/page-state';
import { createQueryClient } from '@/lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing the #root element');

// The session, the site configuration and (on server-rendered pages) the page's data come
// with the HTML: the first render needs no request, and hydration matches the markup.
const state = readPageState();
const queryClient = createQueryClient();
if (state) hydratePageState(queryClient, state);
const serverRendered = state?.loaderData !== undefined && container.hasChildNodes();
const router = createAppRouter({
  queryClient,
  hydrationData: serverRendered ? { loaderData: state.loaderData } : undefined,
});

// Server-rendered buttons do nothing until React has hydrated them; this marks the moment
// they start working, for scripts (the browser suite) that must not click any earlier.
// The server's title and description (for crawlers that run no JavaScript) go at the same
// moment: by then each page has hoisted its own (React 19), and document.title would keep
// reading the first one; removed any earlier, the tab would show no title in between.
function MarkInteractive() {
  useEffect(() => {
    for (const element of document.querySelectorAll(
      'title[data-server-head], meta[name="description"][data-server-head]',
    )) {
      element.remove();
    }
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <App queryClient={queryClient} router={router} />
    <MarkInteractive />
  </StrictMode>
);
if (serverRendered) hydrateRoot(container, app);
else createRoot(container).render(app);
