import { gunzipSync, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { describe, expect, it, beforeAll, vi } from 'vitest';
import {
  INDUSTRIES,
  INDUSTRY_LABELS,
  INDUSTRY_SLUGS,
  type Industry,
  type JobType,
} from '@staffing/shared/constants';
import type { Workplace } from '@staffing/shared/job-facts';
import type { Job } from '@staffing/shared/job-schemas';
import { formatPay } from '@staffing/shared/pay-format';
import type { JobRecord } from '../src/modules/jobs/job-records.ts';
import { openJobsNewestFirst } from '../src/modules/jobs/open-jobs.ts';
import { validJobPayload, seedJobs } from './helpers/jobs.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

// Sitemap index, RSS and /jobs.xml built off the request path and served as stored bytes
// (modules/feeds). Children of 4 jobs so a small board has several; a build follows a change
// at the next poll (FEEDS_DEBOUNCE_MS 0, FEEDS_POLL_MS 50); /jobs.xml goes through the pacer
// (its few kilobytes are due at once).
const context = useTestApp({
  feeds: {
    debounceMs: 0,
    pollMs: 50,
    childSize: 4,
    // Parts of three jobs: a child's /jobs.xml jobs span two batches.
    batchSize: 3,
    reconcileMs: 15 * 60_000,
    downloadBytesPerSecond: 1024 * 1024,
  },
});

// One parser for the file: a window per parse made each poll of `eventually` below build
// several jsdom windows, CPU the feed builder in the same process then waited behind.
const xmlParser = new new JSDOM('').window.DOMParser();

function parseXml(xml: string) {
  const document = xmlParser.parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

const locsOf = (xml: string) =>
  [...parseXml(xml).getElementsByTagName('loc')].map((loc) => loc.textContent);

const XHTML = 'http://www.w3.org/1999/xhtml';

// A sitemap's entries as Google reads hreflang in sitemaps: each <url> names, as xhtml:link
// elements, every language's URL of its page, its own among them, and English as the default;
// and every one of those URLs is an entry of its own.
function expectLanguageAlternates(xml: string) {
  const document = parseXml(xml);
  expect(document.documentElement.lookupNamespaceURI('xhtml')).toBe(XHTML);
  const entries = [...document.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => {
        expect(link.getAttribute('rel')).toBe('alternate');
        return [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? ''];
      }),
    ),
  }));
  const locs = new Set(entries.map((entry) => entry.loc));
  for (const { loc, alternates } of entries) {
    const path = new URL(loc).pathname;
    const english = path === '/es' ? '/' : path.replace(/^\/es\//, '/');
    const spanish = english === '/' ? '/es' : `/es${english}`;
    expect(alternates, loc).toEqual({
      en: `http://localhost:3000${english}`,
      es: `http://localhost:3000${spanish}`,
      'x-default': `http://localhost:3000${english}`,
    });
    expect(locs.has(alternates.en ?? ''), loc).toBe(true);
    expect(locs.has(alternates.es ?? ''), loc).toBe(true);
  }
  return entries;
}

// Each open job's URL in both languages.
const bothLanguages = (ids: string[]) =>
  ids.flatMap((id) => [`http://localhost:3000/jobs/${id}`, `http://localhost:3000/es/jobs/${id}`]);

// Measured on performance.now(): a test below moves Date (only) past a closing date.
async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - started;
}

// The feeds as the routes wrote them per request before they were built once: the oracle the
// stored bytes are compared with.
const LEGACY = (() => {
  // eslint-disable-next-line no-control-regex
  const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
  const xmlEscape = (text: string) =>
    text
      .replace(INVALID_XML, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;');
  const cdata = (text: string) =>
    `<![CDATA[${text.replace(INVALID_XML, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
  const remoteTypes: Partial<Record<Workplace, string>> = {
    remote: 'Fully remote',
    hybrid: 'Hybrid remote',
  };
  const jobTypes: Record<JobType, string> = {
    'Full-Time': 'fulltime',
    'Part-Time': 'parttime',
    Contract: 'contract',
    Internship: 'internship',
    Temporary: 'temporary',
  };
  const publicUrl = 'http://localhost:3000';
  const agency = 'Keystone Staffing';
  const jobUrl = (job: JobRecord) => `${publicUrl}/jobs/${job.id}`;
  return {
    rss(industry: Industry | undefined, jobs: JobRecord[]) {
      const title = industry
        ? `${INDUSTRY_LABELS[industry]} jobs at ${agency}`
        : `Jobs at ${agency}`;
      const link = industry
        ? `${publicUrl}/find-job/${INDUSTRY_SLUGS[industry]}`
        : `${publicUrl}/find-job`;
      const self = `${publicUrl}/jobs.rss${industry ? `?industry=${INDUSTRY_SLUGS[industry]}` : ''}`;
      const items = jobs.map((job) =>
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
    },
    indeed(jobs: JobRecord[], lastBuildDate: string) {
      const parts = [
        '<?xml version="1.0" encoding="utf-8"?>\n<source>\n',
        `<publisher>${xmlEscape(agency)}</publisher>\n<publisherurl>${xmlEscape(publicUrl)}</publisherurl>\n`,
        `<lastBuildDate>${lastBuildDate}</lastBuildDate>\n`,
      ];
      for (const job of jobs) {
        const { city, region, postalCode, workplace } = job.facts;
        const remoteType = remoteTypes[workplace];
        parts.push(
          [
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
            `<salary>${cdata(formatPay(job.facts) ?? job.salary)}</salary>`,
            `<jobtype>${cdata(jobTypes[job.type])}</jobtype>`,
            `<category>${cdata(INDUSTRY_LABELS[job.industry])}</category>`,
            ...(remoteType ? [`<remotetype>${cdata(remoteType)}</remotetype>`] : []),
            '</job>\n',
          ].join(''),
        );
      }
      parts.push('</source>\n');
      return parts.join('');
    },
  };
})();

describe('feeds built once, served many times', () => {
  let admin: TestClient;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { app } = context;
    admin = (await loggedInClient(app, 'admin')).client;
    // A seeded board (written past the API, as `npm run db:seed` does): ten open jobs over
    // three children of four.
    const industries: Industry[] = ['Healthcare', 'ItTech', 'Drivers', 'Business'];
    await seedJobs(
      app,
      Array.from({ length: 10 }, (_, index) => ({
        title: `Seeded job ${index} & <co>`,
        industry: industries[index % industries.length],
        location: index % 3 === 0 ? 'Remote (US)' : 'Aurora, IL (hybrid)',
      })),
    );
    const create = async (key: string, payload: Record<string, unknown>) => {
      const response = await admin.post('/api/jobs/create-job', validJobPayload(payload));
      expect(response.statusCode).toBe(201);
      ids[key] = response.json<Job>()._id;
    };
    await create('open', { title: 'Open Nurse', salary: '$25 - $30/hr' });
    await create('filled', { title: 'Filled Welder', status: 'filled' });
    await create('closed', { title: 'Closed Clerk', status: 'closed' });
    await create('expired', { title: 'Expired Driver', validThrough: '2020-01-01' });
    await create('deleted', { title: 'Deleted Analyst' });
    expect((await admin.request('DELETE', `/api/jobs/job/${ids.deleted}`)).statusCode).toBe(204);
    await app.feeds.settle();
  });

  async function crawl(app = context.app) {
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(parseXml(index.body).documentElement.tagName).toBe('sitemapindex');
    const children = locsOf(index.body);
    const urls: string[] = [];
    for (const child of children) {
      const response = await app.inject({ method: 'GET', url: new URL(child).pathname });
      expect(response.statusCode, child).toBe(200);
      expect(parseXml(response.body).documentElement.tagName).toBe('urlset');
      expectLanguageAlternates(response.body);
      urls.push(...locsOf(response.body));
    }
    return { index, children, urls };
  }

  const openIds = async () => {
    const ids: string[] = [];
    for await (const job of openJobsNewestFirst(context.app.db, context.app.dbDialect)) {
      ids.push(job.id);
    }
    return ids;
  };

  it('lists every open job in exactly one child of the index, and nothing closed, filled, expired or deleted', async () => {
    const { children, urls } = await crawl();
    expect(children[0]).toBe('http://localhost:3000/sitemaps/pages.xml');
    // 15 jobs by seq in children of 4: 1–4, 5–8, 9–12 (the open nurse and the filled welder)
    // and 13–15 (closed, expired, deleted), which has no open job and so is not listed.
    expect(children.slice(1)).toEqual(
      [1, 2, 3].map((child) => `http://localhost:3000/sitemaps/jobs-${child}.xml`),
    );
    const jobUrls = urls.filter((url) => url.includes('/jobs/'));
    expect(new Set(jobUrls).size).toBe(jobUrls.length);
    const open = await openIds();
    expect(open).toHaveLength(11);
    expect(jobUrls.sort()).toEqual(bothLanguages(open).sort());
    for (const key of ['filled', 'closed', 'expired', 'deleted']) {
      expect(jobUrls).not.toContain(`http://localhost:3000/jobs/${ids[key]}`);
      expect(jobUrls).not.toContain(`http://localhost:3000/es/jobs/${ids[key]}`);
    }
    expect(urls).toContain('http://localhost:3000/find-job/drivers');
    expect(urls).toContain('http://localhost:3000/es/find-job/drivers');
    expect(urls).toContain('http://localhost:3000/');
    expect(urls).toContain('http://localhost:3000/es');
    const robots = await context.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('answers /jobs.xml and every /jobs.rss with the bytes the per-request feeds wrote', async () => {
    const { app } = context;
    const newest: JobRecord[] = [];
    for await (const job of openJobsNewestFirst(app.db, app.dbDialect)) newest.push(job);
    const feed = await app.inject({ method: 'GET', url: '/jobs.xml' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/xml; charset=utf-8');
    const lastBuildDate = /<lastBuildDate>([^<]+)<\/lastBuildDate>/.exec(feed.body)?.[1] ?? '';
    expect(Number.isNaN(Date.parse(lastBuildDate))).toBe(false);
    expect(feed.body).toBe(LEGACY.indeed(newest, lastBuildDate));
    expect(Number(feed.headers['content-length'])).toBe(feed.rawPayload.byteLength);

    for (const industry of [undefined, ...INDUSTRIES]) {
      const url = industry ? `/jobs.rss?industry=${INDUSTRY_SLUGS[industry]}` : '/jobs.rss';
      const expected = newest.filter((job) => !industry || job.industry === industry).slice(0, 50);
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(response.body, url).toBe(LEGACY.rss(industry, expected));
    }
    // The industry's name works as well as its slug, as before; an unknown one is refused.
    const byName = await app.inject({ method: 'GET', url: '/jobs.rss?industry=ItTech' });
    expect(byName.body).toBe(
      (await app.inject({ method: 'GET', url: '/jobs.rss?industry=it-tech' })).body,
    );
    expect((await app.inject({ method: 'GET', url: '/jobs.rss?industry=mining' })).statusCode).toBe(
      400,
    );
    expect((await app.inject({ method: 'GET', url: '/sitemaps/jobs-99.xml' })).statusCode).toBe(
      404,
    );
  });

  it('answers 304 to its ETag and to If-Modified-Since, gzip when accepted, and HEAD, for every feed', async () => {
    const { app } = context;
    for (const url of ['/sitemap.xml', '/sitemaps/jobs-1.xml', '/jobs.rss', '/jobs.xml']) {
      const plain = await app.inject({ method: 'GET', url });
      const etag = String(plain.headers.etag);
      const lastModified = String(plain.headers['last-modified']);
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers['content-encoding']).toBeUndefined();

      const byEtag = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(byEtag.statusCode, url).toBe(304);
      expect(byEtag.body).toBe('');
      expect(byEtag.headers.etag).toBe(etag);
      const byDate = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-modified-since': lastModified },
      });
      expect(byDate.statusCode, url).toBe(304);
      const older = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() },
      });
      expect(older.statusCode, url).toBe(200);
      const otherEtag = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': '"something-else"' },
      });
      expect(otherEtag.statusCode, url).toBe(200);

      const zipped = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br;q=1, gzip;q=0.8' },
      });
      expect(zipped.headers['content-encoding'], url).toBe('gzip');
      expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.byteLength);
      expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload), url).toBe(true);
      expect(zipped.headers.etag).not.toBe(etag);
      const zippedAgain = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) },
      });
      expect(zippedAgain.statusCode, url).toBe(304);

      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers.etag).toBe(etag);
      expect(head.headers['content-type']).toBe(plain.headers['content-type']);
      expect(head.headers['content-length']).toBe(String(plain.rawPayload.byteLength));
      const zippedHead = await app.inject({
        method: 'HEAD',
        url,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(zippedHead.headers['content-length']).toBe(String(zipped.rawPayload.byteLength));
    }
  });

  it('rebuilds only the child whose job changed: the others keep their ETag and lastmod', async () => {
    const { app } = context;
    const before = await crawl();
    const etagOf = async (url: string) =>
      String((await app.inject({ method: 'GET', url })).headers.etag);
    const firstBefore = await etagOf('/sitemaps/jobs-1.xml');
    const lastBefore = await etagOf('/sitemaps/jobs-4.xml');
    const created = await admin.post('/api/jobs/create-job', validJobPayload({ title: 'New Job' }));
    await app.feeds.settle();
    expect(await etagOf('/sitemaps/jobs-1.xml')).toBe(firstBefore);
    expect(await etagOf('/sitemaps/jobs-4.xml')).not.toBe(lastBefore);
    const after = await crawl();
    const lastmods = (xml: string) =>
      [...parseXml(xml).getElementsByTagName('lastmod')].map((element) => element.textContent);
    expect(lastmods(after.index.body).slice(0, 4)).toEqual(lastmods(before.index.body).slice(0, 4));
    expect(lastmods(after.index.body)[4]).not.toBe(lastmods(before.index.body)[4]);
    await admin.request('DELETE', `/api/jobs/job/${created.json<Job>()._id}`);
    await app.feeds.settle();
  });

  it('has a posted job in its child, RSS and /jobs.xml, and a deleted one out, within seconds and untouched', async () => {
    const { app } = context;
    const created = await admin.post(
      '/api/jobs/create-job',
      validJobPayload({ title: 'Fresh Posting' }),
    );
    const id = created.json<Job>()._id;
    const url = `http://localhost:3000/jobs/${id}`;
    const inEveryFeed = async () => {
      const [rss, indeed, { urls }] = await Promise.all([
        app.inject({ method: 'GET', url: '/jobs.rss' }),
        app.inject({ method: 'GET', url: '/jobs.xml' }),
        crawl(),
      ]);
      return [rss.body.includes(url), indeed.body.includes(url), urls.includes(url)];
    };
    await eventually(async () => (await inEveryFeed()).every(Boolean));
    expect((await admin.request('DELETE', `/api/jobs/job/${id}`)).statusCode).toBe(204);
    await eventually(async () => (await inEveryFeed()).every((present) => !present));
  });

  it('drops a job whose closing date passes, without anyone touching it', async () => {
    const { app } = context;
    const closesAt = new Date(Date.now() + 60_000).toISOString();
    const created = await admin.post(
      '/api/jobs/create-job',
      validJobPayload({ title: 'Closing Soon', validThrough: closesAt }),
    );
    const url = `http://localhost:3000/jobs/${created.json<Job>()._id}`;
    await app.feeds.settle();
    expect((await app.inject({ method: 'GET', url: '/jobs.xml' })).body).toContain(url);
    // The clock passes the closing date instead of the test waiting for it: only Date is
    // faked, so the feeds' poll (a real timer) finds the expiry due on its own.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse(closesAt) + 1000);
      await eventually(async () => {
        const [indeed, rss, { urls }] = await Promise.all([
          app.inject({ method: 'GET', url: '/jobs.xml' }),
          app.inject({ method: 'GET', url: '/jobs.rss' }),
          crawl(),
        ]);
        return !indeed.body.includes(url) && !rss.body.includes(url) && !urls.includes(url);
      }, 15_000);
    } finally {
      vi.useRealTimers();
    }
    // Back on the real clock the job is open again: deleted, so the last test's open jobs
    // are the feeds' jobs.
    await admin.request('DELETE', `/api/jobs/job/${created.json<Job>()._id}`);
    await app.feeds.settle();
  });

  it('writes again a child stored before the sitemaps named both languages', async () => {
    const { app } = context;
    const key = 'sitemaps/jobs-1.xml';
    const stored = await app.db
      .selectFrom('feed_documents')
      .select('source_signature')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    // As the builder wrote it then: English URLs only, signed without a format.
    const [signature, openCount] = (stored.source_signature ?? '').split('#');
    const english = locsOf((await app.inject({ method: 'GET', url: `/${key}` })).body)
      .filter((loc) => !loc.includes('/es/'))
      .map((loc) => `<url><loc>${loc}</loc></url>\n`)
      .join('');
    const old = Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `${english}</urlset>\n`,
    );
    const oldGzip = gzipSync(old);
    await app.db
      .updateTable('feed_documents')
      .set({
        body: old,
        gzip: oldGzip,
        total_length: old.byteLength,
        gzip_length: oldGzip.byteLength,
        etag: '"english-only"',
        source_signature: `${signature}#${openCount}`,
      })
      .where('key', '=', key)
      .execute();
    // A build that finds nothing else to do: no job changed.
    await app.feeds.settle();
    const response = await app.inject({ method: 'GET', url: `/${key}` });
    expect(response.headers.etag).not.toBe('"english-only"');
    expect(expectLanguageAlternates(response.body).length).toBe(2 * Number(openCount));
  });

  it('keeps serving the same bytes on a second look, and its open jobs exactly once after all that', async () => {
    const { urls } = await crawl();
    const jobUrls = urls.filter((url) => url.includes('/jobs/'));
    expect(new Set(jobUrls).size).toBe(jobUrls.length);
    expect(jobUrls.sort()).toEqual(bothLanguages(await openIds()).sort());
    const client = new TestClient(context.app);
    const first = await client.get('/jobs.xml');
    const second = await client.get('/jobs.xml');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
  });
});
