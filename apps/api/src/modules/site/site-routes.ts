import type { FastifyPluginAsync } from 'fastify';
import type { SiteConfig } from '@staffing/shared/site-config';

export const siteRoutes: FastifyPluginAsync = (app) => {
  app.get('/site-config', (_request, reply): SiteConfig => {
    void reply.header('cache-control', 'public, max-age=300');
    return { ...app.config.site, publicUrl: app.config.publicUrl };
  });
  return Promise.resolve();
};
