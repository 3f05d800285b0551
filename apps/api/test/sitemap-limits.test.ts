import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loadConfig, MAX_FEEDS_CHILD_SIZE } from '../src/config/env.ts';
import {
  SITEMAP_URLS_PER_PAGE,
  SITEMAP_URLSET_FOOT,
  SITEMAP_URLSET_HEAD,
  sitemapJobUrls,
  sitemapPages,
} from '../src/modules/feeds/feed-xml.ts';

// The sitemap protocol's limits for one file (sitemaps.org): 50,000 URLs and 50 MB
// (52,428,800 bytes) uncompressed. Every job is two URLs, its English and its Spanish page,
// each with the alternates of both, so a child holds at most half as many jobs.
const MAX_URLS = 50_000;
const MAX_BYTES = 52_428_800;

const secret = 'x'.repeat(40);

const jobsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `0190a5a0-0000-7000-8000-${String(index).padStart(12, '0')}`,
    updatedAt: '2026-11-28T17:00:00.000Z',
  }));

function parseXml(xml: string) {
  const document = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

describe('sitemap children within the protocol', () => {
  it('holds at most 25,000 jobs a child, 5,000 unless told', () => {
    expect(MAX_FEEDS_CHILD_SIZE * SITEMAP_URLS_PER_PAGE).toBe(MAX_URLS);
    expect(loadConfig({ SESSION_SECRET: secret }).feeds.childSize).toBe(5_000);
    expect(
      loadConfig({ SESSION_SECRET: secret, FEEDS_CHILD_SIZE: String(MAX_FEEDS_CHILD_SIZE) }).feeds
        .childSize,
    ).toBe(MAX_FEEDS_CHILD_SIZE);
    expect(() =>
      loadConfig({ SESSION_SECRET: secret, FEEDS_CHILD_SIZE: String(MAX_FEEDS_CHILD_SIZE + 1) }),
    ).toThrow(/FEEDS_CHILD_SIZE/);
  });

  it('keeps a full child under 50,000 URLs and 50 MB for a long public URL', () => {
    // A public URL of 130 characters, the longest the limit was worked out for.
    const site = { publicUrl: `https://${'a'.repeat(118)}.com`, agency: 'A' };
    expect(site.publicUrl).toHaveLength(130);
    const text =
      SITEMAP_URLSET_HEAD +
      sitemapJobUrls(site, jobsOf(MAX_FEEDS_CHILD_SIZE)) +
      SITEMAP_URLSET_FOOT;
    expect(text.match(/<url>/g)).toHaveLength(MAX_URLS);
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_BYTES);
  });

  it('writes a job as two entries, each naming both languages, with English the default', () => {
    const site = { publicUrl: 'https://jobs.example.com', agency: 'A' };
    const id = '0190a5a0-0000-7000-8000-000000000001';
    const text = sitemapJobUrls(site, [{ id, updatedAt: '2026-11-28T17:00:00.000Z' }]);
    const links =
      `<xhtml:link rel="alternate" hreflang="en" href="https://jobs.example.com/jobs/${id}"/>` +
      `<xhtml:link rel="alternate" hreflang="es" href="https://jobs.example.com/es/jobs/${id}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="https://jobs.example.com/jobs/${id}"/>`;
    expect(text).toBe(
      `<url><loc>https://jobs.example.com/jobs/${id}</loc><lastmod>2026-11-28T17:00:00.000Z</lastmod>${links}</url>\n` +
        `<url><loc>https://jobs.example.com/es/jobs/${id}</loc><lastmod>2026-11-28T17:00:00.000Z</lastmod>${links}</url>\n`,
    );
    // The bytes a job costs in a child, for the figures in docs/PERFORMANCE.md: 973 with the
    // benchmark's public URL (http://127.0.0.1:<port>), 130 when it was one English entry.
    expect(
      Buffer.byteLength(
        sitemapJobUrls({ ...site, publicUrl: 'http://127.0.0.1:40000' }, jobsOf(1)),
      ),
    ).toBe(973);
  });

  it('escapes what XML must, in a public URL and an id that is not a UUID', () => {
    const site = { publicUrl: "https://example.com/a&b'", agency: 'A' };
    const xml =
      SITEMAP_URLSET_HEAD +
      sitemapJobUrls(site, [{ id: 'x<y>&"z', updatedAt: '2026-11-28T17:00:00.000Z' }]) +
      SITEMAP_URLSET_FOOT;
    const document = parseXml(xml);
    expect([...document.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      `https://example.com/a&b'/jobs/x<y>&"z`,
      `https://example.com/a&b'/es/jobs/x<y>&"z`,
    ]);
    const pages = parseXml(sitemapPages(site, ['/', '/find-job']));
    expect([...pages.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      "https://example.com/a&b'/",
      "https://example.com/a&b'/es",
      "https://example.com/a&b'/find-job",
      "https://example.com/a&b'/es/find-job",
    ]);
  });
});
