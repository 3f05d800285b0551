import { localizedPath, type Locale } from '@staffing/shared/i18n/locales';
import type { AppConfig } from '../../config/env.ts';
import { emailText } from '../../i18n/email-texts.ts';
import type { OutgoingEmail } from '../email/outbox-repository.ts';

// The consent page in the mail's language (/es/share-consent for a Spanish one).
const link = (config: AppConfig, token: string, answer: 'yes' | 'no', locale: Locale) =>
  `${config.publicUrl}${localizedPath(`/share-consent?token=${encodeURIComponent(token)}&answer=${answer}`, locale)}`;

type Share = {
  candidateId: string;
  candidateName: string;
  candidateEmail: string;
  // The language the candidate prefers (candidates.locale); English when not given.
  candidateLocale?: Locale | undefined;
  company: string;
  position: string;
};

// Asks the candidate whether their profile may go to the order's company. Nothing is shared
// before the yes; the "no" link also withdraws a yes given earlier. In the candidate's
// language; the pitch is staff's own words, quoted as written.
export function consentRequestEmail(
  config: AppConfig,
  share: Share,
  pitch: string,
  token: string,
): OutgoingEmail {
  const locale = share.candidateLocale ?? 'en';
  const { company, position } = share;
  return {
    to: share.candidateEmail,
    subject: emailText(locale, 'consentSubject', { company }),
    aboutCandidateId: share.candidateId,
    text: [
      emailText(locale, 'helloName', { name: share.candidateName }),
      '',
      emailText(locale, 'consentAsk', { agencyName: config.site.agencyName, position, company }),
      '',
      `“${pitch}”`,
      '',
      emailText(locale, 'consentYes', { company }),
      link(config, token, 'yes', locale),
      '',
      emailText(locale, 'consentNo'),
      link(config, token, 'no', locale),
      '',
      emailText(locale, 'consentUntilYes', { company }),
      '',
      config.site.agencyName,
    ].join('\n'),
  };
}

// The receipt of a yes, with the link that withdraws it.
export function consentGivenEmail(config: AppConfig, share: Share, token: string): OutgoingEmail {
  const locale = share.candidateLocale ?? 'en';
  const { company, position } = share;
  return {
    to: share.candidateEmail,
    subject: emailText(locale, 'consentGivenSubject', { company }),
    aboutCandidateId: share.candidateId,
    text: [
      emailText(locale, 'helloName', { name: share.candidateName }),
      '',
      emailText(locale, 'consentGivenThanks', { company, position }),
      emailText(locale, 'consentGivenNext'),
      '',
      emailText(locale, 'consentGivenWithdraw'),
      link(config, token, 'no', locale),
      '',
      config.site.agencyName,
    ].join('\n'),
  };
}
