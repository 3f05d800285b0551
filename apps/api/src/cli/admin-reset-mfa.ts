import { parseArgs } from 'node:util';
import { emailSchema } from '@staffing/shared/user-schemas';
import { logActivity } from '../modules/activity/activity-repository.ts';
import { deleteUserSessions } from '../modules/auth/sessions-repository.ts';
import { deleteTotp } from '../modules/auth/two-factor-repository.ts';
import { findUserByEmail } from '../modules/users/users-repository.ts';
import { openCliDatabase } from './cli-context.ts';

// npm run admin:reset-mfa -- --email E
// For someone who lost every second factor (a lost phone, no recovery codes): removes the
// account's authenticator app, recovery codes and passkeys and signs out its sessions. Run on
// the server by someone who can reach the database, after checking who is asking; the
// account then signs in with its password and (for staff, where required) sets up a new
// factor at once.
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { email: { type: 'string' } },
});
const email = emailSchema.safeParse(values.email ?? '');
if (!email.success) {
  console.error('Usage: npm run admin:reset-mfa -- --email someone@example.com');
  process.exit(64);
}

const { handle } = await openCliDatabase();
try {
  const user = await findUserByEmail(handle.db, email.data);
  if (!user) {
    console.error(`No account uses ${email.data}.`);
    process.exitCode = 67;
  } else {
    await handle.db.transaction().execute(async (trx) => {
      await deleteTotp(trx, user.id);
      await trx.deleteFrom('passkeys').where('user_id', '=', user.id).execute();
      await deleteUserSessions(trx, user.id);
      await logActivity(trx, {
        actorUserId: null,
        action: 'user.second_factor_reset',
        subjectType: 'user',
        subjectId: user.id,
        summary: `Two-step sign-in of ${user.firstName} ${user.lastName} was reset on the server`,
      });
    });
    console.log(
      `${email.data}: authenticator app, recovery codes and passkeys removed; signed out everywhere.`,
    );
  }
} finally {
  await handle.destroy();
}
