// A job seeker's own corner of the site: the texts the API and the web app share.
export const ACCOUNT_MESSAGES = {
  emailVerified: 'Thank you, your email address is confirmed.',
  verificationLinkInvalid: 'This confirmation link is invalid or has expired.',
  alreadyVerified: 'Your email address is already confirmed.',
  verificationSent: (email: string) => `We have sent a new confirmation link to ${email}.`,
  jobNotSaved: 'This job is not in your saved jobs.',
  accountDeleted: 'Your account has been deleted.',
  wrongPassword: 'The password is not correct.',
  lastAdmin: 'The last administrator cannot delete their account.',
} as const;
