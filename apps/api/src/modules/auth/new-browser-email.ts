import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import type { BrowserNames } from './session-presenter.ts';

// "A new sign-in to your staff account": when, from what and where, and what to do if it
// was not them. The security page's link lets them end that session at once.
export async function queueNewBrowserEmail(
  db: Kysely<Database>,
  config: AppConfig,
  user: { email: string; firstName: string },
  signIn: BrowserNames & { ip: string; at: string },
): Promise<void> {
  const from = [signIn.browser ?? 'An unknown browser', signIn.os ? `on ${signIn.os}` : '']
    .filter(Boolean)
    .join(' ');
  await enqueueEmail(db, {
    to: user.email,
    subject: `New sign-in to your ${config.site.agencyName} staff account`,
    text: [
      `Hello ${user.firstName},`,
      '',
      'Your staff account was just signed in to from a browser it has not used before:',
      '',
      `  When:    ${signIn.at.replace('T', ' ').slice(0, 16)} UTC`,
      `  Browser: ${from}`,
      `  Address: ${signIn.ip}`,
      '',
      'If this was you, there is nothing to do.',
      '',
      'If it was not, change your password now and sign out the sessions you do not recognise:',
      '',
      `${config.publicUrl}/profile/security`,
      '',
      config.site.agencyName,
    ].join('\n'),
  });
}
