import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import {
  INDUSTRIES,
  INDUSTRY_LABELS,
  INDUSTRY_SLUGS,
  industryFromSlug,
  type Industry,
  type JobType,
} from '@staffing/shared/constants';
import { badRequest } from '../../lib/http-errors.ts';
import type { Workplace } from '@staffing/shared/job-facts';
import type { JobRecord } from '../jobs/job-records.ts';
import { openJobsNewestFirst } from '../jobs/open-jobs.ts';
import { formatPay } from '@staffing/shared/pay-format';
import { headForPath } from './page-head.ts';

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

const SITEMAP_LIMIT = 50_000;

// Public pages that belong in the sitemap (private and admin pages stay out).
function publicPagePaths(): string[] {
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

function industryParam(value: unknown): Industry | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string')
    throw badRequest('Unknown industry.', { industry: 'Unknown industry' });
  const text = value;
  const industry = INDUSTRIES.find((candidate) => candidate === text) ?? industryFromSlug(text);
  if (!industry) throw badRequest('Unknown industry.', { industry: 'Unknown industry' });
  return industry;
}

// Reads the first item before anything is sent: a database that is down then fails the
// request with a proper 503 instead of cutting off a response whose headers already left.
async function primed<T>(items: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await items.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* items;
  })();
}

export const feedsRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;
  const agency = app.config.site.agencyName;
  const jobUrl = (job: JobRecord) => `${publicUrl}/jobs/${job.id}`;

  app.get('/robots.txt', (_request, reply) => {
    void reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /profile',
      'Disallow: /edit-job',
      'Disallow: /api/',
      'Disallow: /reset-password',
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const pages = publicPagePaths();
    // Beyond the protocol's 50,000 URLs per file the newest jobs are listed; a larger board
    // would split into a sitemap index (noted in docs/PERFORMANCE.md).
    const jobs = await primed(
      openJobsNewestFirst(app.db, app.dbDialect, { max: SITEMAP_LIMIT - pages.length }),
    );
    void reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600');
    async function* body() {
      yield '<?xml version="1.0" encoding="UTF-8"?>\n';
      yield '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
      for (const path of pages) yield `<url><loc>${xmlEscape(`${publicUrl}${path}`)}</loc></url>\n`;
      for await (const job of jobs) {
        yield `<url><loc>${xmlEscape(jobUrl(job))}</loc><lastmod>${job.updatedAt}</lastmod></url>\n`;
      }
      yield '</urlset>\n';
    }
    return reply.send(Readable.from(body()));
  });

  app.get('/jobs.rss', async (request, reply) => {
    const industry = industryParam((request.query as { industry?: unknown }).industry);
    const title = industry ? `${INDUSTRY_LABELS[industry]} jobs at ${agency}` : `Jobs at ${agency}`;
    const link = industry
      ? `${publicUrl}/find-job/${INDUSTRY_SLUGS[industry]}`
      : `${publicUrl}/find-job`;
    const self = `${publicUrl}/jobs.rss${industry ? `?industry=${INDUSTRY_SLUGS[industry]}` : ''}`;
    const items: string[] = [];
    for await (const job of openJobsNewestFirst(app.db, app.dbDialect, { industry, max: 50 })) {
      items.push(
        [
          '<item>',
          `<title>${xmlEscape(job.title)}</title>`,
          `<link>${xmlEscape(jobUrl(job))}</link>`,
          `<guid isPermaLink="true">${xmlEscape(jobUrl(job))}</guid>`,
          `<pubDate>${new Date(job.createdAt).toUTCString()}</pubDate>`,
          `<category>${xmlEscape(INDUSTRY_LABELS[job.industry])}</category>`,
          `<description>${xmlEscape(`${job.location} · ${job.type} · ${job.salary}\n\n${job.description}`)}</description>`,
          '</item>',
        ].join(''),
      );
    }
    void reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300');
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
  });

  // Indeed's XML feed format: every open job, streamed so the size of the board does not
  // matter.
  app.get('/jobs.xml', async (_request, reply) => {
    const jobs = await primed(openJobsNewestFirst(app.db, app.dbDialect));
    void reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600');
    async function* body() {
      yield '<?xml version="1.0" encoding="utf-8"?>\n<source>\n';
      yield `<publisher>${xmlEscape(agency)}</publisher>\n<publisherurl>${xmlEscape(publicUrl)}</publisherurl>\n`;
      yield `<lastBuildDate>${new Date().toUTCString()}</lastBuildDate>\n`;
      for await (const job of jobs) {
        const { city, region, postalCode, workplace } = job.facts;
        const remoteType = INDEED_REMOTE_TYPES[workplace];
        yield [
          '<job>',
          `<title>${cdata(job.title)}</title>`,
          `<date>${cdata(new Date(job.createdAt).toUTCString())}</date>`,
          `<referencenumber>${cdata(job.id)}</referencenumber>`,
          `<url>${cdata(jobUrl(job))}</url>`,
          `<company>${cdata(agency)}</company>`,
          `<city>${cdata(city ?? (workplace === 'remote' ? '' : job.location))}</city>`,
          `<state>${cdata(region ?? '')}</state>`,
          ...(postalCode ? [`<postalcode>${cdata(postalCode)}</postalcode>`] : []),
          `<country>${cdata('US')}</country>`,
          `<description>${cdata(
            [job.description, job.responsibilities, job.skills].join('\n\n'),
          )}</description>`,
          // The structured range in words when stated, else the ad's own text.
          `<salary>${cdata(formatPay(job.facts) ?? job.salary)}</salary>`,
          `<jobtype>${cdata(INDEED_JOB_TYPES[job.type])}</jobtype>`,
          `<category>${cdata(INDUSTRY_LABELS[job.industry])}</category>`,
          ...(remoteType ? [`<remotetype>${cdata(remoteType)}</remotetype>`] : []),
          '</job>\n',
        ].join('');
      }
      yield '</source>\n';
    }
    return reply.send(Readable.from(body()));
  });
};
