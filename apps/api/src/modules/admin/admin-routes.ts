import type { FastifyPluginAsync } from 'fastify';
import { adminApplicationsRoutes } from './admin-applications-routes.ts';
import { adminCandidatesRoutes } from './admin-candidates-routes.ts';
import { adminContactMessagesRoutes } from './admin-contact-messages-routes.ts';
import { adminExportsRoutes } from './admin-exports-routes.ts';
import { adminInsightsRoutes } from './admin-insights-routes.ts';
import { adminOpeningQuestionsRoutes } from './admin-opening-questions-routes.ts';
import { adminOutboxRoutes } from './admin-outbox-routes.ts';
import { adminClientsRoutes } from '../clients/admin-clients-routes.ts';
import { adminOrdersRoutes } from '../job-orders/admin-orders-routes.ts';
import { adminShortlistsRoutes } from '../shortlists/admin-shortlists-routes.ts';
import { adminPlacementsRoutes } from '../placements/admin-placements-routes.ts';
import { adminInterviewsRoutes } from '../interviews/admin-interviews-routes.ts';
import { adminSearchEngineRoutes } from './admin-search-engine-routes.ts';
import { staffSearchRoutes } from '../staff-search/staff-search-routes.ts';
import { todayRoutes } from '../today/today-routes.ts';
import { adminUsersRoutes } from './admin-users-routes.ts';

// Everything under /api/admin sits behind one staff check, so a new endpoint cannot forget it:
// each concern's routes are plugins registered here, below the hook, and nowhere else. What
// only an admin may do (accounts and roles, the bulk exports, the outbox and the
// search-engine notifications) is registered in a
// nested scope that adds the admin check; a recruiter's 403 there is the role table's
// (apps/api/test/staff-roles.test.ts).
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  await app.register(adminApplicationsRoutes);
  await app.register(adminCandidatesRoutes);
  await app.register(adminContactMessagesRoutes);
  await app.register(adminInsightsRoutes);
  await app.register(adminOpeningQuestionsRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminClientsRoutes);
  await app.register(adminShortlistsRoutes);
  await app.register(adminPlacementsRoutes);
  await app.register(adminInterviewsRoutes);
  await app.register(staffSearchRoutes);
  await app.register(todayRoutes);
  await app.register(async (adminOnly) => {
    adminOnly.addHook('onRequest', adminOnly.requireAdmin);
    await adminOnly.register(adminOutboxRoutes);
    await adminOnly.register(adminSearchEngineRoutes);
    await adminOnly.register(adminUsersRoutes);
    await adminOnly.register(adminExportsRoutes);
  });
};
