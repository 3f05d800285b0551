// The signed-in app's entry: the account pages and the staff area (ADR 0021). Public pages
// never load it; they are documents with islands (public/entry-islands.tsx).
// Global styles first, so every CSS Module that follows wins ties against element defaults.
import '@/styles/tokens.css';
import '@/styles/global.css';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from '@lingui/core';
import { messages } from '@/locales/en/messages.po';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { hydratePageState, readPageState } from '@/lib/page-state';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('app.html is missing the #root element');

// The session and the site configuration come with the HTML: the first render needs no
// request to know who is signed in.
const state = readPageState();
const queryClient = createQueryClient();
if (state) hydratePageState(queryClient, state);
const router = createAppRouter();

// A page the browser renders itself gets the server's title and description (for crawlers
// that run no JavaScript) until it mounts its own. They go first: React adopts an existing
// <title> as the page's, so one removed after the page mounted would be React's own node.
for (const element of document.querySelectorAll(
  'title[data-server-head], meta[name="description"][data-server-head]',
)) {
  element.remove();
}

// Marks the moment the app's buttons start working, for scripts (the browser suite) that
// must not click any earlier.
function Root() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return <App queryClient={queryClient} router={router} />;
}

// The signed-in app speaks English (staff and client screens stay English), with the
// catalogue in its own script.
const i18n = setupI18n({ locale: 'en', messages: { en: messages } });

createRoot(container).render(
  <StrictMode>
    <LocaleProvider i18n={i18n}>
      <Root />
    </LocaleProvider>
  </StrictMode>,
);
