import type { FastifyPluginAsync } from 'fastify';
import { Readable } from 'node:stream';
import {
  formatScreeningAnswer,
  presentScreeningAnswers,
  type ScreeningSnapshot,
} from '@staffing/shared/screening-schemas';
import { csvRow } from '../../lib/csv.ts';
import { listApplications } from '../applications/applications-repository.ts';
import { requireRecentAuthentication } from '../auth/recent-authentication.ts';
import { contentDisposition } from '../resumes/resume-file-type.ts';
import { listUsers } from './admin-users-repository.ts';

const csvHeaders = (fileName: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': contentDisposition('attachment', fileName),
});
const today = () => new Date().toISOString().slice(0, 10);

// "Label: answer; Label: answer", the questions as the applicant was asked them.
const screeningCell = (screening: ScreeningSnapshot | null): string =>
  screening
    ? presentScreeningAnswers(screening)
        .map((entry) => `${entry.label}: ${formatScreeningAnswer(entry.answer)}`)
        .join('; ')
    : '';

// CSV exports: every applicant and every account in one file, so an admin's, and only with a
// password given in the last ten minutes. Registered in adminRoutes' admin-only scope.
export const adminExportsRoutes: FastifyPluginAsync = async (app) => {
  // Exports walk the table a page at a time and stream, so their size does not matter.
  app.get(
    '/export/applications.csv',
    { preHandler: requireRecentAuthentication },
    async (_request, reply) => {
      async function* rows() {
        yield (
          '\ufeff' +
          csvRow([
            'Received',
            'Kind',
            'Job',
            'First name',
            'Last name',
            'Email',
            'Resume',
            'Screening answers',
            'Knocked out',
            'Prefers Spanish',
          ])
        );
        for (let offset = 0; ; offset += 500) {
          const { applications } = await listApplications(app.db, { limit: 500, offset });
          for (const application of applications) {
            yield csvRow([
              application.createdAt,
              application.kind,
              application.jobTitle,
              application.firstName,
              application.lastName,
              application.email,
              application.resumeName,
              screeningCell(application.screening),
              application.knockedOut ? 'yes' : 'no',
              application.locale === 'es' ? 'yes' : 'no',
            ]);
          }
          if (applications.length < 500) return;
        }
      }
      return reply.headers(csvHeaders(`applications-${today()}.csv`)).send(Readable.from(rows()));
    },
  );

  app.get(
    '/export/users.csv',
    { preHandler: requireRecentAuthentication },
    async (_request, reply) => {
      async function* rows() {
        yield (
          '\ufeff' +
          csvRow([
            'Created',
            'First name',
            'Last name',
            'Email',
            'Role',
            'Last login',
            'Disabled',
            'Resume',
          ])
        );
        for (let offset = 0; ; offset += 500) {
          const { users } = await listUsers(app.db, { limit: 500, offset });
          for (const user of users) {
            yield csvRow([
              user.createdAt,
              user.firstName,
              user.lastName,
              user.email,
              user.role,
              user.lastLoginAt,
              user.disabledAt ? 'yes' : 'no',
              user.resumeName,
            ]);
          }
          if (users.length < 500) return;
        }
      }
      return reply.headers(csvHeaders(`users-${today()}.csv`)).send(Readable.from(rows()));
    },
  );
};
