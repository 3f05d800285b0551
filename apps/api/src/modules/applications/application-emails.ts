import type { AppConfig } from '../../config/env.ts';
import type { OutgoingEmail } from '../email/outbox-repository.ts';

type ApplicationMail = {
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
  jobLink: string | undefined;
  resumeId: string;
  resumeName: string;
  // The applicant's talent-pool candidate: both messages name them, so erasing them scrubs
  // both from the outbox, whatever address the receipt went to.
  candidateId: string;
};

// The agency's copy carries the resume; the applicant's is a plain receipt. Names reach the
// subject and Reply-To only as structured values (the transport never builds raw headers).
export function applicationEmails(config: AppConfig, mail: ApplicationMail): OutgoingEmail[] {
  const fullName = `${mail.firstName} ${mail.lastName}`;
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
        `Job:    ${mail.jobTitle}`,
        ...(mail.jobLink ? [`Link:   ${mail.jobLink}`] : []),
        `Resume: ${mail.resumeName} (attached)`,
        '',
        `All applications: ${config.publicUrl}/admin/applications`,
      ].join('\n'),
      attachmentResumeId: mail.resumeId,
      aboutCandidateId: mail.candidateId,
    },
    {
      to: mail.email,
      subject: `We received your application for ${mail.jobTitle}`,
      aboutCandidateId: mail.candidateId,
      text: [
        `Hello ${mail.firstName},`,
        '',
        `Thank you for applying for ${mail.jobTitle} with ${config.site.agencyName}.`,
        'A recruiter will review your resume and get in touch if it is a match.',
        '',
        `Questions? Call us at ${config.site.phone} (${config.site.phoneHours}).`,
        '',
        config.site.agencyName,
      ].join('\n'),
    },
  ];
}
