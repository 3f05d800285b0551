// The account's sign-in and security page (/profile/security): the texts the API answers
// with beyond the spec's, shared so the web app can show them in the page's language.
export const SECURITY_MESSAGES = {
  totpAlreadySetUp: 'An authenticator app is already set up. Remove it first to use another.',
  totpNotStarted: 'Start setting up the authenticator app first.',
  totpAlreadyConfirmed: 'This authenticator app is already set up.',
  totpNotSetUp: 'Set up an authenticator app first.',
  staffMustKeepTotp: 'Staff accounts must keep two-step sign-in on this site.',
} as const;
