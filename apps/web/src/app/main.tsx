// The signed-in app's entry: the account pages and the staff area (ADR 0021). Public pages
// never load it; they are documents with islands (public/entry-islands.tsx).
// Global styles first, so every CSS Module that follows wins ties against element defaults.
import '@/styles/tokens.css';
import '@/styles/global.css';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from '@lingui/core';
import { localeOfPath } from '@staffing/shared/i18n/locales';
import { messages as english } from '@/locales/en/messages.po';
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
// The job seeker's pages speak Spanish under /es (the server answers only those there); staff
// and client screens stay English. The router takes the prefix as its base, so the pages'
// own links stay the English paths and come out under /es.
const locale = localeOfPath(window.location.pathname);
const router = createAppRouter(locale);

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

// English comes with the app (most of its screens are staff screens); Spanish is fetched
// only by a Spanish page, before the first render, so no English text flashes first.
const i18n =
  locale === 'es'
    ? setupI18n({
        locale: 'es',
        messages: { es: (await import('@/locales/es/messages.po')).messages },
      })
    : setupI18n({ locale: 'en', messages: { en: english } });

createRoot(container).render(
  <StrictMode>
    <LocaleProvider i18n={i18n}>
      <Root />
    </LocaleProvider>
  </StrictMode>,
);
