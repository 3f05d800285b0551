import type { FastifyPluginAsync } from 'fastify';
import { STAFF_ROLES, type UserRole } from '@staffing/shared/constants';
import {
  STAFF_SEARCH_KINDS,
  STAFF_SEARCH_LIMIT,
  staffSearchQuerySchema,
  type StaffSearchKind,
  type StaffSearchResponse,
} from '@staffing/shared/staff-search-schemas';
import { unauthorized } from '../../lib/http-errors.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { presentStaffSearch } from './staff-search-presenter.ts';
import { searchStaffRecords } from './staff-search-repository.ts';
import { staffSearchWords } from './staff-search-words.ts';

// Who may see each kind of record in the search box: what their role may open. Recruiters and
// admins both work candidates, jobs, orders and clients (apps/api/test/staff-roles.test.ts);
// a kind only admins may open would list 'admin' alone here.
const KIND_ROLES: Record<StaffSearchKind, readonly UserRole[]> = {
  candidates: STAFF_ROLES,
  jobs: STAFF_ROLES,
  orders: STAFF_ROLES,
  clients: STAFF_ROLES,
};

export const kindsFor = (role: UserRole): StaffSearchKind[] =>
  STAFF_SEARCH_KINDS.filter((kind) => KIND_ROLES[kind].includes(role));

// GET /api/admin/search?q=: the search box of the staff workspace. Registered inside
// adminRoutes, behind the staff check.
export const staffSearchRoutes: FastifyPluginAsync = async (app) => {
  app.get('/search', async (request): Promise<StaffSearchResponse> => {
    const { q } = parseOrThrow(staffSearchQuerySchema, request.query);
    const user = request.user;
    if (!user) throw unauthorized();
    const hits = await searchStaffRecords(
      app.db,
      app.dbDialect,
      kindsFor(user.role),
      staffSearchWords(q),
      STAFF_SEARCH_LIMIT,
    );
    return { q, groups: presentStaffSearch(hits) };
  });
};
