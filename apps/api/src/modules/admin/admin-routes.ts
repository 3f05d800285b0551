import type { FastifyPluginAsync } from 'fastify';
import { adminApplicationsRoutes } from './admin-applications-routes.ts';
import { adminContactMessagesRoutes } from './admin-contact-messages-routes.ts';
import { adminExportsRoutes } from './admin-exports-routes.ts';
import { adminInsightsRoutes } from './admin-insights-routes.ts';
import { adminOutboxRoutes } from './admin-outbox-routes.ts';
import { adminUsersRoutes } from './admin-users-routes.ts';

// Everything under /api/admin sits behind one check, so a new admin endpoint cannot forget it:
// each concern's routes are plugins registered here, below the hook, and nowhere else.
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  await app.register(adminOutboxRoutes);
  await app.register(adminApplicationsRoutes);
  await app.register(adminContactMessagesRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminInsightsRoutes);
  await app.register(adminExportsRoutes);
};
