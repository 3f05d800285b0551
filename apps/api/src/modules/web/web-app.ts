import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@staffing/shared/messages';
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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
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
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        renderDocument(template, { site: { ...app.config.site, publicUrl: app.config.publicUrl } }),
      );
  });
}
