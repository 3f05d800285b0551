// Global styles first, so every CSS Module that follows wins ties against element defaults.
import '@/styles/tokens.css';
import '@/styles/global.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter, preloadPages } from '@/app/router';
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

// Server-rendered buttons do nothing until React has hydrated them; the effect marks the
// moment they start working, for scripts (the browser suite) that must not click any earlier.
// It is a wrapper rather than a sibling of <App>: the tree must have the server's shape
// (entry-server.tsx renders <App>'s content alone), because a sibling shifts every useId, and
// the ids the server rendered (a dialog's aria-labelledby) would stop matching the ones the
// browser renders later (the dialog's heading, rendered only once it opens).
function Root() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return <App queryClient={queryClient} router={router} />;
}

const app = (
  <StrictMode>
    <Root />
  </StrictMode>
);
if (serverRendered) {
  // The matched pages' chunks first (the server listed them as modulepreload links, so they
  // are usually in flight already): hydration then covers the whole page in one pass.
  // It waits for the first frame, so the server's HTML is on screen before any of React's
  // work, and runs as a transition, which React splits into short tasks (a click meanwhile
  // makes React finish hydrating at once, then handle it) instead of one long task:
  // Lighthouse's blocking time on a phone fell from 257–691 ms to 110–238 ms on /, /find-job
  // and a job page (medians of six runs each, the same sitting; docs/PERFORMANCE.md).
  const firstFrame = new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
  void Promise.all([preloadPages(window.location.pathname), firstFrame]).then(() => {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  });
} else {
  // A page the browser renders itself gets the server's title and description (for crawlers
  // that run no JavaScript) until it mounts its own. They go first: React adopts an existing
  // <title> as the page's, so one removed after the page mounted would be React's own node.
  // (A server-rendered page's title and description are React's from the start.)
  for (const element of document.querySelectorAll(
    'title[data-server-head], meta[name="description"][data-server-head]',
  )) {
    element.remove();
  }
  createRoot(container).render(app);
}
