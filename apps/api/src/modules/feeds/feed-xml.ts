import {
  INDUSTRIES,
  INDUSTRY_LABELS,
  INDUSTRY_SLUGS,
  type Industry,
  type JobType,
} from '@staffing/shared/constants';
import type { Workplace } from '@staffing/shared/job-facts';
import { localizedPath } from '@staffing/shared/i18n/locales';
import { formatPay } from '@staffing/shared/pay-format';
import type { JobRecord } from '../jobs/job-records.ts';
import { headForPath } from '../seo/page-head.ts';

// The feeds' XML, written as strings in one pass: sitemaps (sitemaps.org), RSS 2.0 and
// Indeed's XML feed. The builder (feed-builder.ts) runs these between the server's requests.

// Characters XML 1.0 forbids anywhere, even escaped.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export const xmlEscape = (text: string) =>
  text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

// A "]]>" inside the text would end the section early; it is split across two sections.
export const cdata = (text: string) =>
  `<![CDATA[${text.replace(INVALID_XML, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

// Indeed's <remotetype> values; on-site jobs leave the element out.
const INDEED_REMOTE_TYPES: Partial<Record<Workplace, string>> = {
  remote: 'Fully remote',
  hybrid: 'Hybrid remote',
};

const INDEED_JOB_TYPES: Record<JobType, string> = {
  'Full-Time': 'fulltime',
  'Part-Time': 'parttime',
  Contract: 'contract',
  Internship: 'internship',
  Temporary: 'temporary',
};

export type FeedSite = { publicUrl: string; agency: string };

export const jobUrl = (site: FeedSite, job: Pick<JobRecord, 'id'>) =>
  `${site.publicUrl}/jobs/${job.id}`;

// Public pages that belong in the sitemap (private and admin pages stay out).
export function publicPagePaths(): string[] {
  const paths = [
    '/',
    '/find-job',
    '/find-talent',
    '/industries',
    '/about-us',
    '/contact-us',
    '/careers',
    '/sales-rep',
    '/project-manager-internship',
    '/sign-up',
    '/login',
    ...INDUSTRIES.map((industry) => `/find-job/${INDUSTRY_SLUGS[industry]}`),
    ...INDUSTRIES.map((industry) => `/find-talent/${INDUSTRY_SLUGS[industry]}`),
  ];
  return paths.filter((path) => headForPath(path).canonicalPath !== undefined);
}

// Sitemaps name each page in both of the site's languages (Google's hreflang in sitemaps): every
// page and job is two <url> entries, its English and its Spanish URL, and each entry lists
// both with English as the default, as the pages' own heads do (web-app.ts, `inLanguage`).
export const SITEMAP_URLSET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const SITEMAP_URLSET_FOOT = '</urlset>\n';

// What a stored sitemap child's format is; a child built in another one is rebuilt
// (feed-builder.ts), as the English-only children were once the languages came.
export const SITEMAP_FORMAT = 'hreflang-en-es';

// The <url> entries a sitemap lists per page or job.
export const SITEMAP_URLS_PER_PAGE = 2;

// Both languages' <url> entries of one page, its URLs already escaped for XML: written as one
// template per page, the alternates once for both entries.
function bothLanguages(en: string, es: string, lastmod: string | undefined): string {
  const links =
    `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
    `<xhtml:link rel="alternate" hreflang="es" href="${es}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
  const modified = lastmod === undefined ? '' : `<lastmod>${lastmod}</lastmod>`;
  return `<url><loc>${en}</loc>${modified}${links}</url>\n<url><loc>${es}</loc>${modified}${links}</url>\n`;
}

// Job ids are UUIDs, which need no escaping; anything else is escaped.
const PLAIN_ID = /^[0-9A-Za-z-]+$/;

// A child's <url> lines for a slice of its jobs, without the urlset's head and foot: a child
// of the job sitemap is written a slice of its jobs at a time (feed-builder.ts).
export function sitemapJobUrls(
  site: FeedSite,
  jobs: readonly { id: string; updatedAt: string }[],
): string {
  const base = xmlEscape(site.publicUrl);
  const en = `${base}/jobs/`;
  const es = `${base}${localizedPath('/jobs/', 'es')}`;
  let text = '';
  for (const { id, updatedAt } of jobs) {
    const safe = PLAIN_ID.test(id) ? id : xmlEscape(id);
    text += bothLanguages(en + safe, es + safe, updatedAt);
  }
  return text;
}

// The public pages' sitemap: each page in English and in Spanish.
export function sitemapPages(site: FeedSite, paths: readonly string[]): string {
  let text = SITEMAP_URLSET_HEAD;
  for (const path of paths) {
    text += bothLanguages(
      xmlEscape(`${site.publicUrl}${localizedPath(path, 'en')}`),
      xmlEscape(`${site.publicUrl}${localizedPath(path, 'es')}`),
      undefined,
    );
  }
  return text + SITEMAP_URLSET_FOOT;
}

export function sitemapIndex(children: { loc: string; lastmod: string }[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
    ...children.map(
      ({ loc, lastmod }) =>
        `<sitemap><loc>${xmlEscape(loc)}</loc><lastmod>${lastmod}</lastmod></sitemap>\n`,
    ),
    '</sitemapindex>\n',
  ].join('');
}

// The newest open jobs as RSS 2.0, for the whole board or one industry.
export function rssDocument(site: FeedSite, industry: Industry | undefined, jobs: JobRecord[]) {
  const { publicUrl, agency } = site;
  const title = industry ? `${INDUSTRY_LABELS[industry]} jobs at ${agency}` : `Jobs at ${agency}`;
  const link = industry
    ? `${publicUrl}/find-job/${INDUSTRY_SLUGS[industry]}`
    : `${publicUrl}/find-job`;
  const self = `${publicUrl}/jobs.rss${industry ? `?industry=${INDUSTRY_SLUGS[industry]}` : ''}`;
  const items = jobs.map((job) =>
    [
      '<item>',
      `<title>${xmlEscape(job.title)}</title>`,
      `<link>${xmlEscape(jobUrl(site, job))}</link>`,
      `<guid isPermaLink="true">${xmlEscape(jobUrl(site, job))}</guid>`,
      `<pubDate>${new Date(job.createdAt).toUTCString()}</pubDate>`,
      `<category>${xmlEscape(INDUSTRY_LABELS[job.industry])}</category>`,
      `<description>${xmlEscape(`${job.location} · ${job.type} · ${job.salary}\n\n${job.description}`)}</description>`,
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xmlEscape(title)}</title>`,
    `<link>${xmlEscape(link)}</link>`,
    `<description>${xmlEscape(`The newest open positions from ${agency}.`)}</description>`,
    '<language>en-us</language>',
    `<atom:link href="${xmlEscape(self)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

// Indeed's XML feed format, in three pieces: the head, one <job> per open job, the foot.
export function indeedHead(site: FeedSite, lastBuildDate: Date): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n<source>\n',
    `<publisher>${xmlEscape(site.agency)}</publisher>\n<publisherurl>${xmlEscape(site.publicUrl)}</publisherurl>\n`,
    `<lastBuildDate>${lastBuildDate.toUTCString()}</lastBuildDate>\n`,
  ].join('');
}

export const INDEED_FOOT = '</source>\n';

export function indeedJob(site: FeedSite, job: JobRecord): string {
  const { city, region, postalCode, workplace } = job.facts;
  const remoteType = INDEED_REMOTE_TYPES[workplace];
  return [
    '<job>',
    `<title>${cdata(job.title)}</title>`,
    `<date>${cdata(new Date(job.createdAt).toUTCString())}</date>`,
    `<referencenumber>${cdata(job.id)}</referencenumber>`,
    `<url>${cdata(jobUrl(site, job))}</url>`,
    `<company>${cdata(site.agency)}</company>`,
    `<city>${cdata(city ?? (workplace === 'remote' ? '' : job.location))}</city>`,
    `<state>${cdata(region ?? '')}</state>`,
    ...(postalCode ? [`<postalcode>${cdata(postalCode)}</postalcode>`] : []),
    `<country>${cdata('US')}</country>`,
    `<description>${cdata([job.description, job.responsibilities, job.skills].join('\n\n'))}</description>`,
    // The structured range in words when stated, else the ad's own text.
    `<salary>${cdata(formatPay(job.facts) ?? job.salary)}</salary>`,
    `<jobtype>${cdata(INDEED_JOB_TYPES[job.type])}</jobtype>`,
    `<category>${cdata(INDUSTRY_LABELS[job.industry])}</category>`,
    ...(remoteType ? [`<remotetype>${cdata(remoteType)}</remotetype>`] : []),
    '</job>\n',
  ].join('');
}
