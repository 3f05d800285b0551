import {
  INDUSTRIES,
  INDUSTRY_LABELS,
  INDUSTRY_SLUGS,
  type Industry,
  type JobType,
} from '@staffing/shared/constants';
import type { Workplace } from '@staffing/shared/job-facts';
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

export const SITEMAP_URLSET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const SITEMAP_URLSET_FOOT = '</urlset>\n';

// A sitemap's <url> lines, without its head and foot: a child of the job sitemap is written
// a slice of its jobs at a time (feed-builder.ts).
export function sitemapUrls(entries: { loc: string; lastmod?: string | undefined }[]): string {
  let text = '';
  for (const { loc, lastmod } of entries) {
    text +=
      lastmod === undefined
        ? `<url><loc>${xmlEscape(loc)}</loc></url>\n`
        : `<url><loc>${xmlEscape(loc)}</loc><lastmod>${lastmod}</lastmod></url>\n`;
  }
  return text;
}

export function sitemapUrlset(entries: { loc: string; lastmod?: string | undefined }[]): string {
  return SITEMAP_URLSET_HEAD + sitemapUrls(entries) + SITEMAP_URLSET_FOOT;
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
