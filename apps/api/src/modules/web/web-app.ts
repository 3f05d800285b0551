import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@staffing/shared/messages';
import { isUuid } from '../../lib/ids.ts';
import { findJob, isJobOpen } from '../jobs/jobs-repository.ts';
import { jobPostingJsonLd } from '../seo/job-posting-json-ld.ts';
import { headForPath, notFoundHead, type PageHead } from '../seo/page-head.ts';
import { renderDocument } from './render-document.ts';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

// Serves the built single-page app from the same process and port as the API: hashed
// assets with long caching, every other GET that is not /api/* gets index.html so client
// routes (and the client's own 404 page) work on reload.
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const distDir = app.config.webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (template) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const inAssets = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        void reply.header('cache-control', inAssets ? HASHED_ASSET_CACHE : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built; only the API is served (run npm run build)');
  }

  const site = { ...app.config.site, publicUrl: app.config.publicUrl };

  // A job page's head comes from the job itself: its title, a description from its text, and
  // JobPosting structured data while it is open. A filled or closed job keeps answering
  // (links in the wild keep working) but asks not to be indexed.
  async function headForJob(id: string): Promise<PageHead> {
    const job = isUuid(id) ? await findJob(app.db, id) : undefined;
    if (!job) return { ...notFoundHead, title: 'Job not found' };
    const open = isJobOpen(job);
    const summary = job.description.replace(/\s+/g, ' ').trim();
    return {
      status: 200,
      title: `${job.title} – ${job.location}`,
      description: `${job.type} · ${job.salary} · ${summary}`.slice(0, 300),
      canonicalPath: `/jobs/${job.id}`,
      ogType: 'article',
      ...(open ? { jsonLd: jobPostingJsonLd(job, site) } : { noIndex: true }),
    };
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isPageRequest || !template) {
      return reply.code(404).send({ error: isApi ? MESSAGES.apiRouteNotFound : 'Not found' });
    }
    // A path with a file extension that did not match a built file is a missing asset,
    // not a client route: answering it with HTML would hide the broken reference.
    if (/\.[a-z0-9]{1,8}$/i.test(pathname) && !pathname.endsWith('.html')) {
      return reply.code(404).send({ error: 'Not found' });
    }
    const jobPage = /^\/jobs\/([^/]+)\/?$/.exec(pathname);
    const head = jobPage
      ? await headForJob(decodeURIComponent(jobPage[1] ?? ''))
      : headForPath(pathname);
    // Unknown paths still get the app (which shows its 404 page) but with a 404 status, so
    // search engines do not index them as real pages.
    return reply
      .code(head.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderDocument(template, { site, head }));
  });
}
