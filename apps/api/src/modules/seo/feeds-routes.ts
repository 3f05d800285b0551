import type { FastifyPluginAsync } from 'fastify';

// robots.txt. The sitemap index, RSS and the Indeed feed it points to are built once and
// served as stored bytes by modules/feeds (ADR 0017).
export const feedsRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;

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
};
