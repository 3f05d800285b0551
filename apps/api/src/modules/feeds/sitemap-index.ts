// How the sitemap is split: jobs go to children by their sequence number (`seq`, given once
// at insert and never reused), SIZE to a child. A new job lands in the last child and an edit
// touches only its own, so a change rebuilds one child; a child holds its open jobs only, so
// it may hold fewer than SIZE. Children with no open job are left out of the index.

export const PAGES_KEY = 'sitemaps/pages.xml';
export const INDEX_KEY = 'sitemap.xml';
export const JOBS_XML_KEY = 'jobs.xml';
export const RSS_KEY = 'jobs.rss';

export const childOf = (seq: number, size: number) => Math.floor((seq - 1) / size) + 1;

export const rangeOf = (child: number, size: number) => ({
  from: (child - 1) * size + 1,
  to: child * size,
});

export const childKey = (child: number) => `sitemaps/jobs-${child}.xml`;

export function childFromKey(key: string): number | undefined {
  const match = /^sitemaps\/jobs-(\d+)\.xml$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

// A part of /jobs.xml is named by its child and its content, so a download that started
// before a rebuild reads the parts it started with (feed-builder.ts keeps replaced parts an
// hour).
export const partKey = (child: number, etag: string) =>
  `indeed/${child}/${etag.replaceAll('"', '')}`;

export const rssKey = (industrySlug: string | undefined) =>
  industrySlug ? `${RSS_KEY}?industry=${industrySlug}` : RSS_KEY;
