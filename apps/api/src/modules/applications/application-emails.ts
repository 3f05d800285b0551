import type { AppConfig } from '../../config/env.ts';
import type { Locale } from '@staffing/shared/i18n/locales';
import { emailText, phoneHoursText } from '../../i18n/email-texts.ts';
import type { OutgoingEmail } from '../email/outbox-repository.ts';

type ApplicationMail = {
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
  // The job's Spanish version's title, if it has one: a Spanish receipt names the job by it.
  jobTitleInSpanish?: string | undefined;
  jobLink: string | undefined;
  resumeId: string;
  resumeName: string;
  // The applicant's talent-pool candidate: both messages name them, so erasing them scrubs
  // both from the outbox, whatever address the receipt went to.
  candidateId: string;
  // The language of the page the person applied on: the receipt's.
  locale: Locale;
};

// The agency's copy carries the resume; the applicant's is a plain receipt. Names reach the
// subject and Reply-To only as structured values (the transport never builds raw headers).
export function applicationEmails(config: AppConfig, mail: ApplicationMail): OutgoingEmail[] {
  const fullName = `${mail.firstName} ${mail.lastName}`;
  const { agencyName } = config.site;
  const receiptTitle =
    mail.locale === 'es' && mail.jobTitleInSpanish ? mail.jobTitleInSpanish : mail.jobTitle;
  return [
    {
      to: config.agencyEmail,
      replyTo: `${fullName} <${mail.email}>`,
      subject: `New application: ${mail.jobTitle} — ${fullName}`,
      text: [
        `${fullName} applied for ${mail.jobTitle}.`,
        '',
        `Name:   ${fullName}`,
        `Email:  ${mail.email}`,
        // Sent from the Spanish pages: the recruiter knows to call in Spanish.
        ...(mail.locale === 'es' ? ['Language: Prefers Spanish'] : []),
        `Job:    ${mail.jobTitle}`,
        ...(mail.jobLink ? [`Link:   ${mail.jobLink}`] : []),
        `Resume: ${mail.resumeName} (attached)`,
        '',
        `All applications: ${config.publicUrl}/admin/applications`,
      ].join('\n'),
      attachmentResumeId: mail.resumeId,
      aboutCandidateId: mail.candidateId,
    },
    // The receipt is in the language of the page the person applied on.
    {
      to: mail.email,
      subject: emailText(mail.locale, 'receiptSubject', { jobTitle: receiptTitle }),
      aboutCandidateId: mail.candidateId,
      text: [
        emailText(mail.locale, 'receiptGreeting', { firstName: mail.firstName }),
        '',
        emailText(mail.locale, 'receiptThanks', { jobTitle: receiptTitle, agencyName }),
        emailText(mail.locale, 'receiptNext'),
        '',
        emailText(mail.locale, 'receiptQuestions', {
          phone: config.site.phone,
          phoneHours: phoneHoursText(mail.locale, config.site.phoneHours),
        }),
        '',
        agencyName,
      ].join('\n'),
    },
  ];
}
