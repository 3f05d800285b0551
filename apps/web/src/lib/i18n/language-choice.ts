import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@staffing/shared/constants';
import { LOCALE_COOKIE, isLocale, type Locale } from '@staffing/shared/i18n/locales';
import { readCookie } from '@/lib/cookies';

// A person's choice of language, made by following a language link (`a[hreflang]`, the
// header's or the footer's), on the public pages (behaviours/language-choice.ts) and in the
// signed-in app (the site layout). The browser keeps it in a cookie for a year; the API keeps
// it on a signed-in account too, whose emails then come in that language. The request is sent
// with keepalive, so it outlives the page the link is leaving.
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  const token = readCookie(CSRF_COOKIE_NAME);
  // Without the page's CSRF token the API would refuse it; the cookie is kept all the same.
  if (!token) return;
  fetch('/api/language', {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [CSRF_HEADER_NAME]: token },
    body: JSON.stringify({ locale }),
  }).catch(() => {
    // Offline or leaving: the cookie holds the choice, and the next link sends it again.
  });
}

// The language a click chose, if it followed a language link.
export function languageOfClick(event: MouseEvent): Locale | undefined {
  const link = event.target instanceof Element ? event.target.closest('a[hreflang]') : null;
  const locale = link?.getAttribute('hreflang');
  return isLocale(locale) ? locale : undefined;
}

// Listens for language links followed anywhere in the document; returns what stops it.
export function listenForLanguageChoice(): () => void {
  const onClick = (event: MouseEvent) => {
    const locale = languageOfClick(event);
    if (locale) rememberLanguage(locale);
  };
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('click', onClick);
  };
}
