// What job alert pages and emails say, shared by the API and the web app.
export const ALERT_MESSAGES = {
  checkInbox: 'Almost done: we sent you an email. Open the link in it to start your job alert.',
  created: 'Your job alert is saved.',
  waitsForVerification:
    'Your job alert is saved. It starts once you confirm your email address with the verification link we emailed you.',
  confirmed: 'Your job alert is confirmed. We will email you when matching jobs are posted.',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired.',
  unsubscribed: 'You are unsubscribed. You will not get this job alert any more.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
  emailRequired: 'Enter your email address',
  notFound: 'Job alert not found.',
} as const;
