// The languages the public site and the job seeker's pages speak. English is the spec's and
// lives at the paths the spec names; Spanish lives at the same paths under /es. Staff and
// client screens stay English.
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

// The cookie that remembers a visitor's choice of language (the language links set it).
export const LOCALE_COOKIE = 'lang';

// What each language is called in itself, for the language links, and its `lang` tag for
// formatting (es-US: the Spanish of the US, with its dates, numbers and dollars).
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

const SPANISH_PREFIX = '/es';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'es';
}

// The language a path is in: /es and every path under it are Spanish.
export function localeOfPath(pathname: string): Locale {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

// A path without its language prefix: /es/find-job → /find-job, /es → /.
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(SPANISH_PREFIX.length);
  return rest === '' ? '/' : rest;
}

// The same page in a language: a path (with its query or fragment, kept as they are) of the
// English site, or of either, becomes that language's. Only site paths ("/…") are changed.
export function localizedPath(to: string, locale: Locale): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const split = to.search(/[?#]/);
  const pathname = split === -1 ? to : to.slice(0, split);
  const rest = split === -1 ? '' : to.slice(split);
  const english = pathWithoutLocale(pathname);
  if (locale === 'en') return `${english}${rest}`;
  return `${english === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${english}`}${rest}`;
}
