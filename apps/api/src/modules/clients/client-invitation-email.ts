import type { AppConfig } from '../../config/env.ts';
import type { OutgoingEmail } from '../email/outbox-repository.ts';

// The invitation a contact follows to set a password. The link works once, for seven days.
export function invitationEmail(
  config: AppConfig,
  contact: { name: string; email: string },
  company: string,
  token: string,
): OutgoingEmail {
  const link = `${config.publicUrl}/client/invitation?token=${encodeURIComponent(token)}`;
  return {
    to: contact.email,
    subject: `Your ${config.site.agencyName} client account for ${company}`,
    text: [
      `Hello ${contact.name},`,
      '',
      `${config.site.agencyName} invites you to your client account for ${company}: your job orders,`,
      'their progress and the candidates we share with you, in one place.',
      '',
      'Open this link within seven days to choose your password:',
      '',
      link,
      '',
      'The link works once. If you did not expect this, ignore this email.',
      '',
      config.site.agencyName,
    ].join('\n'),
  };
}
