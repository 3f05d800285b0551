import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM, type DOMWindow } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@staffing/shared/job-schemas';
import { validJobPayload } from './helpers/jobs.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { testConfig } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.ts';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="default description" /><title>Default</title>
<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;

type Document = DOMWindow['document'];

// jsdom's XML mode is a conforming XML parser: a feed that is not well-formed fails here.
function parseXml(xml: string): Document {
  const document = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}

// The page's robots rule (`noindex` on pages search engines must leave out), if any.
function robotsOf(document: Document): string | null | undefined {
  return document.querySelector('meta[name="robots"]')?.getAttribute('content');
}

function jsonLdOf(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent) as Record<string, unknown>,
  );
}

describe('job lifecycle, server-rendered pages and feeds', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let admin: TestClient;
  const jobs: Record<string, Job> = {};

  beforeAll(async () => {
    const database = await createTestDatabase({ migrated: true });
    const distDir = path.join(database.dataDir, 'dist');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
    app = await buildApp(
      { ...testConfig(database), webDistDir: distDir },
      { searchPath: database.searchPath },
    );
    cleanup = async () => {
      await app.close();
      await database.cleanup();
    };
    admin = (await loggedInClient(app, 'admin')).client;
    const create = async (key: string, payload: Record<string, unknown>) => {
      const response = await admin.post('/api/jobs/create-job', validJobPayload(payload));
      expect(response.statusCode).toBe(201);
      jobs[key] = response.json<Job>();
    };
    await create('open', {
      title: 'Open Nurse',
      salary: '$25 - $30/hr',
      location: 'Chicago, IL',
      type: 'Part-Time',
    });
    await create('remote', {
      title: 'Remote Developer',
      salary: '$120,000/year',
      location: 'Remote (US)',
      industry: 'ItTech',
      validThrough: '2099-12-31',
    });
    await create('filled', { title: 'Filled Welder', status: 'filled', industry: 'Construction' });
    await create('closed', { title: 'Closed Clerk', status: 'closed', industry: 'Business' });
    await create('expired', {
      title: 'Expired Driver',
      validThrough: '2020-01-01',
      industry: 'Drivers',
    });
    await create('xss', { title: '</script><script>alert(1)</script>', salary: 'Competitive' });
  });
  afterAll(async () => {
    await cleanup();
  });

  const titlesOf = (list: Job[]) => list.map((job) => job.overview.title).sort();
  const openTitles = [
    '</script><script>alert(1)</script>',
    'Open Nurse',
    'Remote Developer',
  ].sort();

  it('lists only open, unexpired jobs publicly; admins can ask for any status', async () => {
    const visitor = new TestClient(app);
    const listed = await visitor.get('/api/jobs/jobs');
    expect(titlesOf(listed.json<Job[]>())).toEqual(openTitles);
    expect(listed.headers['x-total-count']).toBe('3');
    expect((await visitor.get('/api/jobs/jobs?status=all')).statusCode).toBe(403);

    const all = await admin.get('/api/jobs/jobs?status=all');
    expect(all.json<Job[]>()).toHaveLength(6);
    const filled = await admin.get('/api/jobs/jobs?status=filled');
    expect(titlesOf(filled.json<Job[]>())).toEqual(['Filled Welder']);
  });

  it('still answers the detail of a filled job, with its status', async () => {
    const response = await new TestClient(app).get(`/api/jobs/job/${jobs.filled!._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'filled' });
    expect(jobs.remote!.validThrough).toBe('2099-12-31T23:59:59.999Z');
  });

  it('edits the status and closing date, and validates them', async () => {
    const job = jobs.open!;
    const closed = await admin.request('PUT', `/api/jobs/job/${job._id}`, {
      json: { ...job, status: 'closed' },
    });
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const reopened = await admin.request('PUT', `/api/jobs/job/${job._id}`, {
      json: { ...job, status: 'open', validThrough: '' },
    });
    expect(reopened.json()).toMatchObject({ status: 'open' });
    expect(reopened.json()).not.toHaveProperty('validThrough');
    const bad = await admin.request('PUT', `/api/jobs/job/${job._id}`, {
      json: { ...job, status: 'paused', validThrough: 'tomorrow' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'status',
      'validThrough',
    ]);
  });

  it('sends the job page with its title, canonical URL, Open Graph tags and a valid JobPosting', async () => {
    const job = jobs.open!;
    const response = await app.inject({ method: 'GET', url: `/jobs/${job._id}` });
    expect(response.statusCode).toBe(200);
    const document = parseHtml(response.body);
    expect(document.title).toBe('Open Nurse – Chicago, IL | Keystone Staffing');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `http://localhost:3000/jobs/${job._id}`,
    );
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      document.title,
    );
    expect(document.querySelector('meta[name="robots"]')).toBeNull();

    const [posting] = jsonLdOf(document);
    // Google's required properties for JobPosting.
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Open Nurse',
      datePosted: job.createdAt,
      employmentType: 'PART_TIME',
      directApply: true,
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Keystone Staffing',
        sameAs: 'http://localhost:3000',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Chicago',
          addressRegion: 'IL',
          addressCountry: 'US',
        },
      },
      identifier: { '@type': 'PropertyValue', name: 'Keystone Staffing', value: job._id },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', unitText: 'HOUR', minValue: 25, maxValue: 30 },
      },
    });
    expect(typeof posting!.description).toBe('string');
    expect(String(posting!.description)).toContain('Care for patients.<br>Second line.');
  });

  it('marks a remote job as telecommute and carries its closing date', async () => {
    const response = await app.inject({ method: 'GET', url: `/jobs/${jobs.remote!._id}` });
    const [posting] = jsonLdOf(parseHtml(response.body));
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
      validThrough: '2099-12-31T23:59:59.999Z',
      employmentType: 'FULL_TIME',
      baseSalary: { value: { unitText: 'YEAR', value: 120_000 } },
    });
    expect(posting).not.toHaveProperty('jobLocation');
  });

  it('cannot be broken out of by a title holding a closing script tag', async () => {
    const response = await app.inject({ method: 'GET', url: `/jobs/${jobs.xss!._id}` });
    expect(response.body).not.toContain('</script><script>alert(1)</script>');
    const document = parseHtml(response.body);
    // No script element beyond the app's own three kinds was created by the title.
    const scriptTypes = [...document.querySelectorAll('script')].map((script) => script.type);
    expect(scriptTypes.sort()).toEqual(['application/json', 'application/ld+json', 'module']);
    const [posting] = jsonLdOf(document);
    expect(posting!.title).toBe('</script><script>alert(1)</script>');
    expect(posting).not.toHaveProperty('baseSalary');
    expect(document.title).toContain('</script><script>alert(1)</script>');
  });

  it('serves a filled job with noindex and without JobPosting markup', async () => {
    for (const key of ['filled', 'closed', 'expired']) {
      const response = await app.inject({ method: 'GET', url: `/jobs/${jobs[key]!._id}` });
      expect(response.statusCode).toBe(200);
      const document = parseHtml(response.body);
      expect(robotsOf(document)).toBe('noindex');
      expect(jsonLdOf(document)).toEqual([]);
    }
  });

  it('puts no JobPosting on list pages, careers or contact, and 404s unknown paths and jobs', async () => {
    for (const url of ['/find-job', '/find-job/healthcare', '/careers', '/contact-us', '/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const document = parseHtml(response.body);
      expect(jsonLdOf(document), url).toEqual([]);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `http://localhost:3000${url}`,
      );
    }
    for (const url of [
      '/no-such-page',
      '/find-job/mining',
      '/jobs/0190a5a0-0000-7000-8000-000000000000',
      '/jobs/nope',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(robotsOf(parseHtml(response.body)), url).toBe('noindex');
    }
    const admin = parseHtml((await app.inject({ method: 'GET', url: '/admin/all-jobs' })).body);
    expect(robotsOf(admin)).toBe('noindex');
    // The signed-in app's other pages load directly too (a bookmarked portal, an emailed link).
    for (const url of [
      '/client',
      '/client/orders/0190a5a0-0000-7000-8000-000000000000',
      '/client/invitation?token=x',
      '/share-consent?token=x&answer=yes',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(robotsOf(parseHtml(response.body)), url).toBe('noindex');
    }
  });

  it('lists every public page and exactly the open jobs in the sitemap index and its children', async () => {
    // The feeds are built off the request path once jobs change (modules/feeds).
    await app.feeds.settle();
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    const index = parseXml(response.body);
    expect(index.documentElement.tagName).toBe('sitemapindex');
    const children = [...index.getElementsByTagName('loc')].map((loc) => loc.textContent);
    const locs: string[] = [];
    let lastmods = 0;
    let alternates = 0;
    for (const child of children) {
      const document = parseXml(
        (await app.inject({ method: 'GET', url: new URL(child).pathname })).body,
      );
      locs.push(...[...document.getElementsByTagName('loc')].map((loc) => loc.textContent));
      lastmods += document.getElementsByTagName('lastmod').length;
      alternates += document.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length;
    }
    // Every page and job in English and in Spanish, each URL naming both (hreflang).
    const jobLocs = locs.filter((loc) => loc.includes('/jobs/'));
    expect(jobLocs.sort()).toEqual(
      ['open', 'remote', 'xss']
        .flatMap((key) => [
          `http://localhost:3000/jobs/${jobs[key]!._id}`,
          `http://localhost:3000/es/jobs/${jobs[key]!._id}`,
        ])
        .sort(),
    );
    expect(locs).toContain('http://localhost:3000/find-job/drivers');
    expect(locs).toContain('http://localhost:3000/es/find-job/drivers');
    expect(locs).not.toContain('http://localhost:3000/admin');
    expect(locs).not.toContain('http://localhost:3000/es/admin');
    expect(lastmods).toBe(6);
    expect(alternates).toBe(3 * locs.length);
  });

  it('points robots.txt at the sitemap and keeps admin, profile and the API out', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    for (const path of ['/admin', '/profile', '/api/'])
      expect(response.body).toContain(`Disallow: ${path}`);
  });

  it('publishes RSS 2.0 with the open jobs, optionally for one industry', async () => {
    await app.feeds.settle();
    const response = await app.inject({ method: 'GET', url: '/jobs.rss' });
    expect(response.headers['content-type']).toMatch(/application\/rss\+xml/);
    const document = parseXml(response.body);
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const titles = [...document.getElementsByTagName('item')].map(
      (item) => item.getElementsByTagName('title')[0]?.textContent,
    );
    expect(titles.sort()).toEqual(openTitles);

    const tech = parseXml(
      (await app.inject({ method: 'GET', url: '/jobs.rss?industry=it-tech' })).body,
    );
    expect(
      [...tech.getElementsByTagName('item')].map(
        (item) => item.getElementsByTagName('title')[0]?.textContent,
      ),
    ).toEqual(['Remote Developer']);
    expect((await app.inject({ method: 'GET', url: '/jobs.rss?industry=mining' })).statusCode).toBe(
      400,
    );
  });

  it('publishes the Indeed XML feed with every open job', async () => {
    await app.feeds.settle();
    const response = await app.inject({ method: 'GET', url: '/jobs.xml' });
    const document = parseXml(response.body);
    const feedJobs = [...document.getElementsByTagName('job')].map((job) => ({
      title: job.getElementsByTagName('title')[0]?.textContent,
      referencenumber: job.getElementsByTagName('referencenumber')[0]?.textContent,
      city: job.getElementsByTagName('city')[0]?.textContent,
      state: job.getElementsByTagName('state')[0]?.textContent,
      jobtype: job.getElementsByTagName('jobtype')[0]?.textContent,
      company: job.getElementsByTagName('company')[0]?.textContent,
      url: job.getElementsByTagName('url')[0]?.textContent,
    }));
    expect(feedJobs.map((job) => job.title).sort()).toEqual(openTitles);
    expect(feedJobs.find((job) => job.title === 'Open Nurse')).toEqual({
      title: 'Open Nurse',
      referencenumber: jobs.open!._id,
      city: 'Chicago',
      state: 'IL',
      jobtype: 'parttime',
      company: 'Keystone Staffing',
      url: `http://localhost:3000/jobs/${jobs.open!._id}`,
    });
  });

  it('publishes structured pay and place: JSON-LD baseSalary, TELECOMMUTE with a full address, Indeed salary and remotetype', async () => {
    const created = await admin.post(
      '/api/jobs/create-job',
      validJobPayload({
        title: 'Remote Case Manager',
        salary: 'Great pay + bonus',
        location: 'Anywhere in the US',
        salaryMin: 55,
        salaryMax: 70,
        salaryPeriod: 'hour',
        city: 'Chicago',
        region: 'IL',
        postalCode: '60601',
        workplace: 'remote',
      }),
    );
    const hybrid = await admin.post(
      '/api/jobs/create-job',
      validJobPayload({ title: 'Hybrid Clerk', location: 'Aurora, IL (hybrid)', salary: 'DOE' }),
    );
    const job = created.json<Job>();
    try {
      const page = await app.inject({ method: 'GET', url: `/jobs/${job._id}` });
      const [posting] = jsonLdOf(parseHtml(page.body));
      expect(posting).toMatchObject({
        '@type': 'JobPosting',
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Chicago',
            addressRegion: 'IL',
            postalCode: '60601',
            addressCountry: 'US',
          },
        },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'USD',
          value: { '@type': 'QuantitativeValue', unitText: 'HOUR', minValue: 55, maxValue: 70 },
        },
      });
      // schema.org's JobPosting shape as Google reads it: the required properties with the
      // right types, and a MonetaryAmount whose range is ordered.
      const shape = posting as {
        title: unknown;
        description: unknown;
        datePosted: unknown;
        hiringOrganization: { name: unknown };
        baseSalary: { value: { minValue: number; maxValue: number; unitText: string } };
      };
      expect(typeof shape.title).toBe('string');
      expect(typeof shape.description).toBe('string');
      expect(Number.isNaN(Date.parse(String(shape.datePosted)))).toBe(false);
      expect(typeof shape.hiringOrganization.name).toBe('string');
      expect(shape.baseSalary.value.minValue).toBeLessThanOrEqual(shape.baseSalary.value.maxValue);
      expect(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']).toContain(shape.baseSalary.value.unitText);

      await app.feeds.settle();
      const feed = parseXml((await app.inject({ method: 'GET', url: '/jobs.xml' })).body);
      const entry = (title: string) =>
        [...feed.getElementsByTagName('job')].find(
          (element) => element.getElementsByTagName('title')[0]?.textContent === title,
        );
      const text = (element: Element | undefined, tag: string) =>
        element?.getElementsByTagName(tag)[0]?.textContent;
      const remote = entry('Remote Case Manager');
      expect(text(remote, 'salary')).toBe('$55 – $70 per hour');
      expect(text(remote, 'remotetype')).toBe('Fully remote');
      expect(text(remote, 'city')).toBe('Chicago');
      expect(text(remote, 'postalcode')).toBe('60601');
      const hybridEntry = entry('Hybrid Clerk');
      expect(text(hybridEntry, 'remotetype')).toBe('Hybrid remote');
      expect(text(hybridEntry, 'salary')).toBe('DOE');
      expect(text(entry('Open Nurse'), 'remotetype')).toBeUndefined();
    } finally {
      for (const id of [job._id, hybrid.json<Job>()._id]) {
        await admin.request('DELETE', `/api/jobs/job/${id}`);
      }
    }
  });
});
