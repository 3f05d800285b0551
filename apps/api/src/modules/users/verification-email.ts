import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import { insertVerificationToken } from './email-verification-repository.ts';

// Stores a new single-use token (its hash only) and queues the email with the link, in the
// caller's transaction so the link exists exactly when the email does.
export async function queueVerificationEmail(
  db: Kysely<Database>,
  config: AppConfig,
  user: { id: string; email: string; firstName: string },
): Promise<void> {
  const token = randomToken();
  await insertVerificationToken(db, {
    tokenHash: sha256(token),
    userId: user.id,
    email: user.email,
  });
  const link = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await enqueueEmail(db, {
    to: user.email,
    subject: `Confirm your email for ${config.site.agencyName}`,
    text: [
      `Hello ${user.firstName},`,
      '',
      'Please confirm that this is your email address by opening this link within 7 days:',
      '',
      link,
      '',
      'Confirming lets us send you job alerts and shows the applications you sent with this address',
      'on your profile. If you did not create an account with us, ignore this email.',
      '',
      config.site.agencyName,
    ].join('\n'),
  });
}
