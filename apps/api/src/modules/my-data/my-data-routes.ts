import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_MESSAGES, deleteAccountSchema } from '@staffing/shared/account-schemas';
import { conflict, HttpError, unauthorized } from '../../lib/http-errors.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { createZip, type ZipEntry } from '../../lib/zip.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { contentDisposition } from '../resumes/resume-file-type.ts';
import { verifyPassword } from '../users/password-hashing.ts';
import { findUserById } from '../users/users-repository.ts';
import { EXPORT_SECTIONS, eraseAccount } from './my-data.ts';

// Under /api/users: GET /me/export and DELETE /me.
export const myDataRoutes: FastifyPluginAsync = async (app) => {
  const formLimit = {
    rateLimit: { max: app.config.limits.formsPerIp, timeWindow: app.config.limits.formsWindowMs },
  };

  app.get(
    '/me/export',
    { config: formLimit, preHandler: app.requireUser },
    async (request, reply) => {
      const user = request.user ? await findUserById(app.db, request.user.id) : undefined;
      if (!user) throw unauthorized();
      const exportedAt = new Date();
      const document: Record<string, unknown> = { exportedAt: exportedAt.toISOString() };
      const files: ZipEntry[] = [];
      for (const section of EXPORT_SECTIONS) {
        const collected = await section.collect(app.db, user);
        document[section.key] = collected.data;
        for (const file of collected.files ?? []) {
          files.push({ name: file.path, data: file.content, modifiedAt: exportedAt });
        }
      }
      const archive = createZip([
        {
          name: 'my-data.json',
          data: Buffer.from(`${JSON.stringify(document, null, 2)}\n`),
          modifiedAt: exportedAt,
        },
        ...files,
      ]);
      await logActivity(app.db, {
        actorUserId: user.id,
        action: 'user.exported_data',
        subjectType: 'user',
        subjectId: user.id,
        summary: `${user.firstName} ${user.lastName} downloaded a copy of their data`,
      });
      return reply
        .headers({
          'content-type': 'application/zip',
          'content-disposition': contentDisposition(
            'attachment',
            `my-data-${exportedAt.toISOString().slice(0, 10)}.zip`,
          ),
          'cache-control': 'private, no-store',
        })
        .send(archive);
    },
  );

  app.delete('/me', { config: formLimit, preHandler: app.requireUser }, async (request, reply) => {
    const user = request.user ? await findUserById(app.db, request.user.id) : undefined;
    if (!user) throw unauthorized();
    const { password } = parseOrThrow(deleteAccountSchema, request.body);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new HttpError(403, ACCOUNT_MESSAGES.wrongPassword, {
        fieldErrors: { password: ACCOUNT_MESSAGES.wrongPassword },
      });
    }
    if (user.role === 'admin') {
      const others = await app.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('role', '=', 'admin')
        .where('disabled_at', 'is', null)
        .where('id', '!=', user.id)
        .executeTakeFirstOrThrow();
      if (others.count === 0) throw conflict(ACCOUNT_MESSAGES.lastAdmin);
    }
    await app.db.transaction().execute(async (trx) => {
      await eraseAccount(trx, app.config, user);
    });
    // Their candidate leaves the talent pool's searches at once.
    app.candidateSearch.clear();
    await app.sessions.end(request, reply);
    app.csrf.issue(request, reply);
    return { message: ACCOUNT_MESSAGES.accountDeleted };
  });
};
