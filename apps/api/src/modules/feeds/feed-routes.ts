import { Readable } from 'node:stream';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { INDUSTRIES, INDUSTRY_SLUGS, industryFromSlug } from '@staffing/shared/constants';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { INDEED_FOOT_PIECE } from './jobs-xml-parts.ts';
import { readBuildState } from './feed-builds-repository.ts';
import type { FeedDocumentMeta } from './feed-documents-repository.ts';
import { DEFLATE_END, GZIP_HEADER, gzipTrailer } from './gzip-parts.ts';
import { paced } from './paced-download.ts';
import { INDEX_KEY, JOBS_XML_KEY, rssKey } from './sitemap-index.ts';

// The feeds as built by the feed worker, sent as stored: a strong ETag per representation,
// Last-Modified, 304 to either validator, HEAD, and the stored gzip bytes to a client that
// accepts gzip (@fastify/compress is off for these routes, so nothing is compressed twice).
// No request reads a job. /jobs.xml, the one feed that grows with the board, is sent at most
// FEEDS_DOWNLOAD_BYTES_PER_SECOND per download, so aggregators reading it never starve the
// site's other requests.

// Before the first build of a fresh database a request waits this long for it, then gets 503
// with Retry-After: a crawler retries, and no request builds a feed on the event loop.
const FIRST_BUILD_WAIT_MS = 10_000;
const RETRY_AFTER_SECONDS = 30;
const CACHE_CONTROL = 'public, max-age=60';
const INDEED_FOOT = Buffer.from('</source>\n');

type Encoding = 'gzip' | 'identity';

function encodingOf(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding'];
  if (!header) return 'identity';
  return negotiate(header.toLowerCase(), ['gzip', 'identity']) === 'gzip' ? 'gzip' : 'identity';
}

const variantEtag = (etag: string, encoding: Encoding) =>
  encoding === 'gzip' ? `${etag.slice(0, -1)}-gz"` : etag;

// If-None-Match compares weakly (RFC 9110 13.1.2): either encoding's tag of the same bytes
// matches.
function matchesEtag(header: string, etag: string): boolean {
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag || tag === variantEtag(etag, 'gzip');
  });
}

function notModified(request: FastifyRequest, meta: FeedDocumentMeta): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return matchesEtag(ifNoneMatch, meta.etag);
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return (
    !Number.isNaN(since) &&
    Math.floor(Date.parse(meta.lastModified) / 1000) <= Math.floor(since / 1000)
  );
}

function industrySlugParam(value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string')
    throw badRequest('Unknown industry.', { industry: 'Unknown industry' });
  const industry = INDUSTRIES.find((candidate) => candidate === value) ?? industryFromSlug(value);
  if (!industry) throw badRequest('Unknown industry.', { industry: 'Unknown industry' });
  return INDUSTRY_SLUGS[industry];
}

export const feedRoutes: FastifyPluginAsync = async (app) => {
  const store = app.feeds.store;

  const metaOf = async (key: string): Promise<FeedDocumentMeta> => {
    let meta = store.meta(key);
    if (!meta && !store.built) {
      // A database that is down answers 503 as every data request does; one another instance
      // has built for is served at once.
      const state = await readBuildState(app.db);
      if (state.generation > 0) await app.feeds.refresh();
      else await store.waitBuilt(FIRST_BUILD_WAIT_MS);
      meta = store.meta(key);
    }
    if (meta) return meta;
    if (!store.built) {
      throw new HttpError(503, 'The feeds are being built.', {
        headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
      });
    }
    throw notFound('No such feed.');
  };

  function headers(
    request: FastifyRequest,
    reply: FastifyReply,
    meta: FeedDocumentMeta,
    encoding: Encoding = encodingOf(request),
  ) {
    void reply
      .type(meta.contentType)
      .header('cache-control', CACHE_CONTROL)
      .header('vary', 'Accept-Encoding')
      .header('etag', variantEtag(meta.etag, encoding))
      .header('last-modified', new Date(meta.lastModified).toUTCString());
    return encoding;
  }

  async function send(request: FastifyRequest, reply: FastifyReply, key: string) {
    const listed = await metaOf(key);
    if (notModified(request, listed)) {
      headers(request, reply, listed);
      return reply.code(304).send();
    }
    // The representation the client gets (for /jobs.xml its head, with the list of parts),
    // with the headers it was stored with: newer than the listed ones when a build finished
    // since the last poll.
    const wanted = encodingOf(request);
    const isJobsXml = key === JOBS_XML_KEY;
    let loaded = await store.representation(
      listed,
      wanted === 'identity' ? 'body' : isJobsXml ? 'deflate' : 'gzip',
    );
    // Every document but /jobs.xml's head is stored gzipped too; should one not be, it goes
    // out plain.
    let encoding: Encoding = wanted;
    if (loaded.bytes === null && wanted === 'gzip' && !isJobsXml) {
      loaded = await store.representation(listed, 'body');
      encoding = 'identity';
    }
    const meta = loaded.meta;
    headers(request, reply, meta, encoding);
    if (encoding === 'gzip') void reply.header('content-encoding', 'gzip');

    if (isJobsXml) {
      const length = encoding === 'gzip' ? meta.gzipLength : meta.length;
      void reply.header('content-length', String(length));
      // Fastify keeps a stream's Content-Length on HEAD; an empty one reads no part.
      if (request.method === 'HEAD') return reply.send(Readable.from([]));
      const head = loaded.bytes ?? Buffer.alloc(0);
      const parts = meta.parts ?? [];
      const crc = meta.crc32 ?? 0;
      async function* body() {
        yield encoding === 'gzip' ? Buffer.concat([GZIP_HEADER, head]) : head;
        for (const part of parts) yield await store.part(part.key, encoding, length);
        yield encoding === 'gzip'
          ? Buffer.concat([INDEED_FOOT_PIECE.deflate, DEFLATE_END, gzipTrailer(crc, meta.length)])
          : INDEED_FOOT;
      }
      const pacing = { bytesPerSecond: app.config.feeds.downloadBytesPerSecond };
      return reply.send(Readable.from(paced(body(), pacing), { objectMode: false }));
    }

    // On HEAD, Fastify sends the headers (Content-Length included) and drops the body.
    return reply.send(loaded.bytes ?? Buffer.alloc(0));
  }

  const routeOptions = { compress: false as const };
  app.get('/sitemap.xml', routeOptions, (request, reply) => send(request, reply, INDEX_KEY));
  app.get('/sitemaps/:file', routeOptions, (request, reply) => {
    const file = (request.params as { file?: string }).file ?? '';
    if (!/^(pages|jobs-\d{1,7})\.xml$/.test(file)) throw notFound('No such feed.');
    return send(request, reply, `sitemaps/${file}`);
  });
  app.get('/jobs.rss', routeOptions, (request, reply) => {
    const slug = industrySlugParam((request.query as { industry?: unknown }).industry);
    return send(request, reply, rssKey(slug));
  });
  app.get('/jobs.xml', routeOptions, (request, reply) => send(request, reply, JOBS_XML_KEY));
};
