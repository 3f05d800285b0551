import { LOCALE_COOKIE } from '@staffing/shared/i18n/locales';
import { readCookie } from '@/lib/cookies';
import { listenForLanguageChoice } from '@/lib/i18n/language-choice';

// The site's language choice, on every public page, without React. Following a language
// link (the header's or the footer's, `a[hreflang]` in the page's chrome) remembers the
// language (lib/i18n/language-choice.ts: a cookie, and a signed-in account). On an English page, a browser whose first language is
// Spanish, and whose person has not chosen English, sees a small suggestion to read the page
// in Spanish, which the server drew hidden; it never moves them by itself, and "No, thanks"
// puts it away for good on this browser.
export const SUGGESTION_ATTRIBUTE = 'data-language-suggestion';
export const SUGGESTION_DISMISS_ATTRIBUTE = 'data-language-suggestion-dismiss';
const DISMISSED_KEY = 'language-suggestion-dismissed';

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
  const stop = listenForLanguageChoice();

  const suggestion = element.querySelector<HTMLElement>(`[${SUGGESTION_ATTRIBUTE}]`);
  if (!suggestion) return stop;
  if (readCookie(LOCALE_COOKIE) === 'en' || storageGet(DISMISSED_KEY) !== null) return stop;
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
