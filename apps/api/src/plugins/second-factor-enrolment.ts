import fp from 'fastify-plugin';
import { isStaffRole } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { forbidden } from '../lib/http-errors.ts';
import { mustEnrolSecondFactor } from '../modules/auth/second-factors.ts';

// With STAFF_MFA=required, a staff account that signed in with only its password (it has no
// second factor yet) may set one up and nothing else: no applicant data, no job writes, no
// account changes, until its sign-in is two-step. Public pages stay as they are for anyone.
const ENROLMENT = [
  /^\/api\/auth\/(check-session|logout)$/u,
  /^\/api\/users\/me\/(two-factor|totp|totp\/confirm)$/u,
  /^\/api\/users\/me\/passkeys(\/options)?$/u,
];
const ACCOUNT_OR_STAFF =
  /^\/api\/(admin\/|users\/|jobs\/(create-job|job\/|dashboard-stats)|alerts)/u;

export default fp(
  async (app) => {
    if (app.config.staffMfa !== 'required') return;
    app.addHook('onRequest', async (request) => {
      const user = request.user;
      if (!user || !isStaffRole(user.role)) return;
      const path = request.url.split('?')[0] ?? '';
      if (!ACCOUNT_OR_STAFF.test(path) || ENROLMENT.some((allowed) => allowed.test(path))) return;
      if (await mustEnrolSecondFactor(app.db, app.config.staffMfa, user)) {
        throw forbidden(MESSAGES.secondFactorEnrolmentRequired);
      }
    });
  },
  { name: 'second-factor-enrolment', dependencies: ['sessions'] },
);
