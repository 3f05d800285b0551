import type { AppConfig } from '../../config/env.ts';
import type { OutgoingEmail } from '../email/outbox-repository.ts';

const link = (config: AppConfig, token: string, answer: 'yes' | 'no') =>
  `${config.publicUrl}/share-consent?token=${encodeURIComponent(token)}&answer=${answer}`;

type Share = {
  candidateId: string;
  candidateName: string;
  candidateEmail: string;
  company: string;
  position: string;
};

// Asks the candidate whether their profile may go to the order's company. Nothing is shared
// before the yes; the "no" link also withdraws a yes given earlier.
export function consentRequestEmail(
  config: AppConfig,
  share: Share,
  pitch: string,
  token: string,
): OutgoingEmail {
  return {
    to: share.candidateEmail,
    subject: `May we introduce you to ${share.company}?`,
    aboutCandidateId: share.candidateId,
    text: [
      `Hello ${share.candidateName},`,
      '',
      `A recruiter at ${config.site.agencyName} thinks you would be a good fit for the role of`,
      `${share.position} at ${share.company}, and would like to share your profile with them:`,
      'your name, this introduction, your resume and your answers to the job’s questions.',
      '',
      `“${pitch}”`,
      '',
      `Yes, share my profile with ${share.company}:`,
      link(config, token, 'yes'),
      '',
      'No, do not share it:',
      link(config, token, 'no'),
      '',
      'Nothing is shared until you say yes. If you say yes and change your mind, the “no” link',
      `withdraws it at once: ${share.company} no longer sees you.`,
      '',
      config.site.agencyName,
    ].join('\n'),
  };
}

// The receipt of a yes, with the link that withdraws it.
export function consentGivenEmail(config: AppConfig, share: Share, token: string): OutgoingEmail {
  return {
    to: share.candidateEmail,
    subject: `Your profile is shared with ${share.company}`,
    aboutCandidateId: share.candidateId,
    text: [
      `Hello ${share.candidateName},`,
      '',
      `Thank you: ${share.company} can now see your profile for the role of ${share.position}.`,
      'We will tell you what they say.',
      '',
      'Changed your mind? Withdraw your consent, and they no longer see you:',
      link(config, token, 'no'),
      '',
      config.site.agencyName,
    ].join('\n'),
  };
}
