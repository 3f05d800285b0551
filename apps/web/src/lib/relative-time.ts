import type { Locale } from '@staffing/shared/i18n/locales';

// The signed-in app's dates in the page's language, with Intl (the public pages write theirs
// out by hand to keep Intl off their start-up; this app already formats with it). US English
// and US Spanish, each formatter built the first time its language is needed.
const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

// Intl has no words for the first seconds ("in 0 seconds" is no answer).
const JUST_NOW: Record<Locale, string> = { en: 'just now', es: 'hace un momento' };

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();
const exactFormats = new Map<Locale, Intl.DateTimeFormat>();

function relativeFormat(locale: Locale): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(INTL_LOCALES[locale], { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

function exactFormat(locale: Locale): Intl.DateTimeFormat {
  let format = exactFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    exactFormats.set(locale, format);
  }
  return format;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Coarse on purpose ("3 hours ago", "yesterday", "2 months ago"; "hace 3 horas", "ayer",
// "hace 2 meses"): the exact moment is one hover away in the <time> element's title.
export function formatRelativeTime(iso: string, now: number, locale: Locale = 'en'): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const elapsed = now - time;
  // A clock a little ahead of the browser's must not read "in 5 seconds".
  if (elapsed < 45 * SECOND) return JUST_NOW[locale];
  const format = relativeFormat(locale);
  if (elapsed < 45 * MINUTE) {
    return format.format(-Math.max(1, Math.round(elapsed / MINUTE)), 'minute');
  }
  if (elapsed < 22 * HOUR) return format.format(-Math.round(elapsed / HOUR), 'hour');
  if (elapsed < 26 * DAY) return format.format(-Math.round(elapsed / DAY), 'day');
  if (elapsed < 320 * DAY) return format.format(-Math.round(elapsed / (30 * DAY)), 'month');
  return format.format(-Math.max(1, Math.round(elapsed / (365 * DAY))), 'year');
}

export function formatExactTime(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : exactFormat(locale).format(date);
}
