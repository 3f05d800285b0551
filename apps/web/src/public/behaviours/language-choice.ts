import { LOCALE_COOKIE, isLocale } from '@staffing/shared/i18n/locales';

// The site's language choice, on every public page, without React. Following a language
// link (the header's or the footer's, `a[hreflang]` in the page's chrome) remembers the
// language in a cookie for a year. On an English page, a browser whose first language is
// Spanish, and whose person has not chosen English, sees a small suggestion to read the page
// in Spanish, which the server drew hidden; it never moves them by itself, and "No, thanks"
// puts it away for good on this browser.
export const SUGGESTION_ATTRIBUTE = 'data-language-suggestion';
export const SUGGESTION_DISMISS_ATTRIBUTE = 'data-language-suggestion-dismiss';
const DISMISSED_KEY = 'language-suggestion-dismissed';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function chosenLocale(): string | undefined {
  const found = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE);
  return found?.[1];
}

function remember(locale: string) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

function storageGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function storageSet(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage off: the suggestion may come back on the next page, which is all it costs.
  }
}

export function prefersSpanish(languages: readonly string[]): boolean {
  const first = languages[0]?.toLowerCase() ?? '';
  return first === 'es' || first.startsWith('es-');
}

// Returns what stops it (for tests).
export default function startLanguageChoice(element: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[hreflang]') : null;
    const locale = link?.getAttribute('hreflang');
    if (isLocale(locale)) remember(locale);
  };
  document.addEventListener('click', onClick);
  const stop = () => {
    document.removeEventListener('click', onClick);
  };

  const suggestion = element.querySelector<HTMLElement>(`[${SUGGESTION_ATTRIBUTE}]`);
  if (!suggestion) return stop;
  if (chosenLocale() === 'en' || storageGet(DISMISSED_KEY) !== null) return stop;
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  if (!prefersSpanish(languages)) return stop;
  suggestion.hidden = false;
  suggestion.querySelector(`[${SUGGESTION_DISMISS_ATTRIBUTE}]`)?.addEventListener('click', () => {
    storageSet(DISMISSED_KEY, '1');
    suggestion.hidden = true;
    document.getElementById('main')?.focus({ preventScroll: true });
  });
  return stop;
}
