import type { AlertFrequency } from '@staffing/shared/alert-schemas';
import { localizedPath, type Locale } from '@staffing/shared/i18n/locales';
import { spanishLongDate } from '@staffing/shared/i18n/spanish-dates';
import { formatUsd } from '@staffing/shared/number-format';
import { emailText, type EmailTextKey } from '../../i18n/email-texts.ts';
import { industryText, jobTypeText, payText, workplaceText } from '../../i18n/job-texts.ts';
import type { OutgoingEmail } from '../email/outbox-repository.ts';
import type { JobRecord } from '../jobs/job-records.ts';

// What alert emails say. Every one of them carries a one-click unsubscribe (RFC 8058): the
// List-Unsubscribe header with an HTTPS URL that takes a POST, the List-Unsubscribe-Post
// header that says so, and a visible link for people.

export const DIGEST_MAX_JOBS = 20;

export type AlertLinks = {
  publicUrl: string;
  agencyName: string;
};

// The saved search as query parameters, in the order the find-job page shows them.
export function searchParams(search: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(search)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value as string | number | boolean)]),
  );
}

// "“nurse” · Healthcare · Full-Time"; filters the list may learn later show as key: value.
// In Spanish, each filter in words: "“enfermera” · Salud · Tiempo completo · Remoto".
export function describeSearch(search: Record<string, unknown>, locale: Locale = 'en'): string {
  if (locale !== 'en') return describeSearchIn(locale, search);
  const { q, industry, type, lang: _lang, ...rest } = searchParams(search);
  const parts = [
    q ? `“${q}”` : undefined,
    industry,
    type,
    ...Object.entries(rest).map(([key, value]) => `${key}: ${value}`),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : 'All jobs';
}

const POSTED_WITHIN_KEYS: Record<string, EmailTextKey> = {
  '1': 'searchPostedDay',
  '7': 'searchPostedWeek',
  '30': 'searchPostedMonth',
};

function describeSearchIn(locale: Locale, search: Record<string, unknown>): string {
  const { q, industry, type, lang: _lang, ...rest } = searchParams(search);
  const filter = ([key, value]: [string, string]): string => {
    if (key === 'workplace') {
      return value
        .split(',')
        .map((workplace) => workplaceText(locale, workplace))
        .join(', ');
    }
    if (key === 'where') return emailText(locale, 'searchWhere', { place: value });
    const amount = key === 'minAnnualPay' ? formatUsd(Number(value)) : undefined;
    if (amount) return emailText(locale, 'searchMinAnnualPay', { amount });
    const posted = key === 'postedWithin' ? POSTED_WITHIN_KEYS[value] : undefined;
    if (posted) return emailText(locale, posted);
    if (key === 'sort' && (value === 'relevance' || value === 'newest')) {
      return emailText(locale, value === 'relevance' ? 'searchSortRelevance' : 'searchSortNewest');
    }
    return `${key}: ${value}`;
  };
  const parts = [
    q ? `“${q}”` : undefined,
    industry ? industryText(locale, industry) : undefined,
    type ? jobTypeText(locale, type) : undefined,
    ...Object.entries(rest).map(filter),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : emailText(locale, 'searchAllJobs');
}

// A search made on the Spanish pages (lang=es) opens there again: its keywords are Spanish.
export function findJobUrl(publicUrl: string, search: Record<string, unknown>): string {
  const { lang, ...rest } = searchParams(search);
  const query = new URLSearchParams(rest).toString();
  const page = lang === 'es' ? '/es/find-job' : '/find-job';
  return `${publicUrl}${page}${query ? `?${query}` : ''}`;
}

export const unsubscribeApiUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
export const unsubscribePageUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

function unsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeApiUrl(publicUrl, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const footer = (
  links: AlertLinks,
  unsubscribeToken: string,
  why: string,
  locale: Locale = 'en',
) => [
  '',
  '--',
  why,
  emailText(locale, 'alertUnsubscribe', {
    url: `${links.publicUrl}${localizedPath(`/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`, locale)}`,
  }),
  emailText(locale, 'alertManage', {
    url: `${links.publicUrl}${localizedPath('/profile', locale)}`,
  }),
  links.agencyName,
];

// An alert saved on the Spanish pages (its search's lang) writes to its person in Spanish.
export function alertLocale(search: Record<string, unknown>): Locale {
  return search.lang === 'es' ? 'es' : 'en';
}

export function confirmationEmail(
  links: AlertLinks,
  input: {
    to: string;
    confirmToken: string;
    unsubscribeToken: string;
    search: Record<string, unknown>;
    frequency: AlertFrequency;
  },
): OutgoingEmail {
  const locale = alertLocale(input.search);
  const confirmUrl = `${links.publicUrl}${localizedPath(`/alerts/confirm?token=${encodeURIComponent(input.confirmToken)}`, locale)}`;
  return {
    to: input.to,
    subject: emailText(locale, 'alertConfirmSubject', { agencyName: links.agencyName }),
    text: [
      emailText(locale, 'alertHello'),
      '',
      emailText(locale, input.frequency === 'daily' ? 'alertAskedDaily' : 'alertAskedWeekly'),
      `  ${describeSearch(input.search, locale)}`,
      '',
      emailText(locale, 'alertOpenLink'),
      confirmUrl,
      '',
      emailText(locale, 'alertIgnore'),
      ...footer(links, input.unsubscribeToken, emailText(locale, 'alertWhyConfirm'), locale),
    ].join('\n'),
    headers: unsubscribeHeaders(links.publicUrl, input.unsubscribeToken),
  };
}

// English writes the day a digest's window opened as its ISO date, Spanish in words.
const dateOf = (iso: string, locale: Locale) =>
  locale === 'en' ? iso.slice(0, 10) : spanishLongDate(iso);

// A job in a digest: its title as written, its type and structured pay in the reader's
// language (English keeps the ad's own pay text), and its page in that language.
function jobLines(links: AlertLinks, job: JobRecord, locale: Locale): string[] {
  const pay = locale === 'en' ? job.salary : (payText(locale, job.facts) ?? job.salary);
  return [
    `* ${job.title}`,
    `  ${job.location} · ${jobTypeText(locale, job.type)} · ${pay}`,
    `  ${links.publicUrl}${localizedPath(`/jobs/${job.id}`, locale)}`,
    '',
  ];
}

// A digest is written in its alert's language (alertLocale), links and all.
export function digestEmail(
  links: AlertLinks,
  input: {
    to: string;
    unsubscribeToken: string;
    search: Record<string, unknown>;
    frequency: AlertFrequency;
    since: string;
    // Newest first; one more than DIGEST_MAX_JOBS means "and more".
    jobs: JobRecord[];
  },
): OutgoingEmail {
  const locale = alertLocale(input.search);
  const shown = input.jobs.slice(0, DIGEST_MAX_JOBS);
  const more = input.jobs.length > DIGEST_MAX_JOBS;
  const search = describeSearch(input.search, locale);
  const count = more ? `${DIGEST_MAX_JOBS}+` : String(shown.length);
  const lines = [
    emailText(locale, 'alertHello'),
    '',
    emailText(locale, 'digestIntro', { search, date: dateOf(input.since, locale) }),
    '',
    ...shown.flatMap((job) => jobLines(links, job, locale)),
    ...(more
      ? [emailText(locale, 'digestMore', { url: findJobUrl(links.publicUrl, input.search) }), '']
      : []),
  ];
  return {
    to: input.to,
    subject:
      shown.length === 1 && !more
        ? emailText(locale, 'digestSubjectOne', { search })
        : emailText(locale, 'digestSubjectMany', { count, search }),
    text: [
      ...lines,
      ...footer(
        links,
        input.unsubscribeToken,
        emailText(locale, input.frequency === 'daily' ? 'digestWhyDaily' : 'digestWhyWeekly', {
          agencyName: links.agencyName,
        }),
        locale,
      ),
    ].join('\n'),
    headers: unsubscribeHeaders(links.publicUrl, input.unsubscribeToken),
  };
}
