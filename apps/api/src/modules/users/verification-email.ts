import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { localizedPath, type Locale } from '@staffing/shared/i18n/locales';
import { emailText } from '../../i18n/email-texts.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import { insertVerificationToken } from './email-verification-repository.ts';

// Stores a new single-use token (its hash only) and queues the email with the link, in the
// caller's transaction so the link exists exactly when the email does.
export async function queueVerificationEmail(
  db: Kysely<Database>,
  config: AppConfig,
  user: { id: string; email: string; firstName: string; locale: Locale },
): Promise<void> {
  const { locale } = user;
  const token = randomToken();
  await insertVerificationToken(db, {
    tokenHash: sha256(token),
    userId: user.id,
    email: user.email,
  });
  // In the account's language, the link to its page in that language.
  const link = `${config.publicUrl}${localizedPath(`/verify-email?token=${encodeURIComponent(token)}`, locale)}`;
  await enqueueEmail(db, {
    to: user.email,
    subject: emailText(locale, 'verifySubject', { agencyName: config.site.agencyName }),
    text: [
      emailText(locale, 'receiptGreeting', { firstName: user.firstName }),
      '',
      emailText(locale, 'verifyAsk'),
      '',
      link,
      '',
      emailText(locale, 'verifyWhy1'),
      emailText(locale, 'verifyWhy2'),
      '',
      config.site.agencyName,
    ].join('\n'),
  });
}
