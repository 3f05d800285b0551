import type { AlertFrequency } from '@staffing/shared/alert-schemas';
import { localizedPath, type Locale } from '@staffing/shared/i18n/locales';
import { emailText } from '../../i18n/email-texts.ts';
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
export function describeSearch(search: Record<string, unknown>): string {
  const { q, industry, type, lang: _lang, ...rest } = searchParams(search);
  const parts = [
    q ? `“${q}”` : undefined,
    industry,
    type,
    ...Object.entries(rest).map(([key, value]) => `${key}: ${value}`),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : 'All jobs';
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
  emailText(locale, 'alertManage', { url: `${links.publicUrl}/profile` }),
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
      `  ${describeSearch(input.search)}`,
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

const dateOf = (iso: string) => iso.slice(0, 10);

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
  const shown = input.jobs.slice(0, DIGEST_MAX_JOBS);
  const more = input.jobs.length > DIGEST_MAX_JOBS;
  const description = describeSearch(input.search);
  const count = more ? `${DIGEST_MAX_JOBS}+` : String(shown.length);
  const lines = [
    'Hello,',
    '',
    `New jobs matching ${description}, posted since ${dateOf(input.since)}:`,
    '',
    ...shown.flatMap((job) => [
      `* ${job.title}`,
      `  ${job.location} · ${job.type} · ${job.salary}`,
      `  ${links.publicUrl}/jobs/${job.id}`,
      '',
    ]),
    ...(more
      ? [
          `More new jobs match this search. See them all: ${findJobUrl(links.publicUrl, input.search)}`,
          '',
        ]
      : []),
  ];
  return {
    to: input.to,
    subject: `${count} new ${shown.length === 1 && !more ? 'job' : 'jobs'} for ${description}`,
    text: [
      ...lines,
      ...footer(
        links,
        input.unsubscribeToken,
        `You get this ${input.frequency} email because you created a job alert at ${links.agencyName}.`,
      ),
    ].join('\n'),
    headers: unsubscribeHeaders(links.publicUrl, input.unsubscribeToken),
  };
}
