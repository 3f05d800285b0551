import type { FastifyPluginAsync } from 'fastify';
import type { ActivityEntry, AdminStats } from '@staffing/shared/application-schemas';
import {
  applicationsPerWeek,
  listRecentActivity,
  openJobsByIndustry,
  siteTotals,
  type ActivityRecord,
} from './admin-insights-repository.ts';

// Where an activity entry's subject can be looked at; null when it no longer exists.
function activityLink(entry: ActivityRecord): string | null {
  if (!entry.subjectId) return null;
  switch (entry.subjectType) {
    case 'job':
      return entry.subjectJobExists ? `/jobs/${entry.subjectId}` : null;
    case 'application':
      return '/admin/applications';
    case 'contact':
      return '/admin/applications?tab=messages';
    case 'user':
      return `/admin/users?id=${entry.subjectId}`;
    case 'email':
      return '/admin/outbox';
    case 'opening':
      return '/admin/all-jobs';
    case 'candidate':
      return `/admin/candidates/${entry.subjectId}`;
    case 'job_order':
      return `/admin/orders/${entry.subjectId}`;
    case 'client_company':
      return `/admin/clients/${entry.subjectId}`;
    default:
      return null;
  }
}

// Recent activity and the dashboard's figures. Registered inside adminRoutes, so the admin
// check covers it.
export const adminInsightsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/activity', async (request) => {
    const limit = Math.min(
      Math.max(Number((request.query as { limit?: string }).limit) || 20, 1),
      100,
    );
    const entries = await listRecentActivity(app.db, limit);
    return entries.map((entry): ActivityEntry => ({
      _id: entry.id,
      createdAt: entry.createdAt,
      action: entry.action,
      summary: entry.summary,
      actorName: entry.actorName,
      link: activityLink(entry),
    }));
  });

  app.get('/stats', async (): Promise<AdminStats> => {
    const [totals, byIndustry, perWeek] = await Promise.all([
      siteTotals(app.db),
      openJobsByIndustry(app.db),
      applicationsPerWeek(app.db, app.dbDialect, 12),
    ]);
    return {
      ...totals,
      openJobsByIndustry: byIndustry,
      applicationsPerWeek: perWeek,
    };
  });
};
