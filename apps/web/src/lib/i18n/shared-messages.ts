import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ACCOUNT_MESSAGES } from '@staffing/shared/account-messages';
import { ALERT_MESSAGES } from '@staffing/shared/alert-messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@staffing/shared/constants';
import { JOB_ORDER_MESSAGES } from '@staffing/shared/job-order-constants';
import { MESSAGES } from '@staffing/shared/messages';
import { PASSKEY_NAME_MAX } from '@staffing/shared/passkey-schemas';
import { SCREENING_LIMITS, SCREENING_MESSAGES } from '@staffing/shared/screening-messages';
import { SECURITY_MESSAGES } from '@staffing/shared/security-messages';

// The spec's shared texts (packages/shared, which the API sends too) as the web app's
// catalogue entries, so a Spanish page shows them in Spanish: the messages a job seeker can
// meet, by their key. Each English text is the shared one word for word
// (shared-messages.test.ts holds them to it).
export const SHARED_MESSAGES = {
  notFoundPage: msg`Page not found. Please check the URL and try again.`,
  loading: msg`Loading...`,
  allFieldsRequired: msg`All fields are required`,
  passwordsDoNotMatch: msg`Passwords do not match`,
  invalidEmail: msg`Invalid email`,
  signupSuccess: msg`Signup successful! Redirecting...`,
  emailInUse: msg`Email address already in use`,
  userExists: msg`User exists`,
  fillAllFields: msg`Please fill out all fields`,
  loginSuccess: msg`Login successful! Redirecting...`,
  incorrectCredentials: msg`Incorrect email or password`,
  forgotPasswordAnswer: msg`If an account exists for that email, we have sent a link to reset your password.`,
  resetLinkInvalid: msg`This password reset link is invalid or has expired.`,
  passwordResetDone: msg`Your password has been reset. You can now log in.`,
  resumeRequired: msg`Please upload a valid file before submitting.`,
  resumeWrongType: msg`Only PDF and Word document files are allowed.`,
  resumeTooLarge: msg`File size should be less than 5MB.`,
  applySubmitting: msg`Submitting Application...`,
  applySuccessTitle: msg`Success!`,
  applyFailed: msg`Failed to submit application`,
  applicationReceived: msg`Application submitted successfully! We will be in touch soon.`,
  contactThankYouTitle: msg`Thank You!`,
  contactThankYouText: msg`Your email has been sent successfully. We will be in contact soon.`,
  jobNotFound: msg`Job not found`,
  positionClosed: msg`This position is no longer accepting applications`,
  notLoggedIn: msg`You must be logged in to do that.`,
  reauthenticationRequired: msg`For your security, confirm it is you before doing that.`,
  sessionNotFound: msg`That session has already ended.`,
  secondFactorEnrolmentRequired: msg`Staff accounts need two-step sign-in. Set up an authenticator app to continue.`,
  wrongSecondFactorCode: msg`That code is not right. Check the app and try again.`,
  mfaChallengeExpired: msg`Your sign-in took too long. Enter your email and password again.`,
  passkeyNotFound: msg`That passkey is not on this account.`,
  passkeyUnknown: msg`This passkey is not registered here. Sign in another way and add it again.`,
  passkeyChallengeExpired: msg`The passkey request expired. Please try again.`,
  noPasskeys: msg`This account has no passkeys. Confirm with your password instead.`,
  passkeyAlreadyAdded: msg`This passkey is already on your account.`,
  passkeyRejected: msg`The passkey could not be verified. Please try again.`,
  csrfRejected: msg`Your session token is missing or invalid. Reload the page and try again.`,
  tooManyRequests: msg`Too many requests. Please wait a moment and try again.`,
  validationFailed: msg`Some fields are missing or invalid.`,
  serverError: msg`Something went wrong on our side. Please try again.`,
  profileUpdated: msg`Profile updated successfully`,
  profileUpdateFailed: msg`Failed to update profile`,
  resumeFetchFailed: msg`Failed to fetch resume`,
} satisfies Partial<Record<keyof typeof MESSAGES, MessageDescriptor>>;

export const SHARED_ACCOUNT_MESSAGES = {
  emailVerified: msg`Thank you, your email address is confirmed.`,
  verificationLinkInvalid: msg`This confirmation link is invalid or has expired.`,
  alreadyVerified: msg`Your email address is already confirmed.`,
  jobNotSaved: msg`This job is not in your saved jobs.`,
  wrongPassword: msg`The password is not correct.`,
  accountDeleted: msg`Your account has been deleted.`,
} satisfies Partial<Record<keyof typeof ACCOUNT_MESSAGES, MessageDescriptor>>;

export const SHARED_ALERT_MESSAGES = {
  checkInbox: msg`Almost done: we sent you an email. Open the link in it to start your job alert.`,
  created: msg`Your job alert is saved.`,
  waitsForVerification: msg`Your job alert is saved. It starts once you confirm your email address with the verification link we emailed you.`,
  confirmed: msg`Your job alert is confirmed. We will email you when matching jobs are posted.`,
  confirmLinkInvalid: msg`This confirmation link is invalid or has expired.`,
  unsubscribed: msg`You are unsubscribed. You will not get this job alert any more.`,
  unsubscribeLinkInvalid: msg`This unsubscribe link is not valid.`,
  emailRequired: msg`Enter your email address`,
  notFound: msg`Job alert not found.`,
} satisfies Partial<Record<keyof typeof ALERT_MESSAGES, MessageDescriptor>>;

const { numberMax, textAnswerMax } = SCREENING_LIMITS;

// What /profile/security's two-step sign-in answers beyond the spec's messages.
export const SHARED_SECURITY_MESSAGES = {
  totpAlreadySetUp: msg`An authenticator app is already set up. Remove it first to use another.`,
  totpNotStarted: msg`Start setting up the authenticator app first.`,
  totpAlreadyConfirmed: msg`This authenticator app is already set up.`,
  totpNotSetUp: msg`Set up an authenticator app first.`,
  staffMustKeepTotp: msg`Staff accounts must keep two-step sign-in on this site.`,
} satisfies Record<keyof typeof SECURITY_MESSAGES, MessageDescriptor>;

// What the apply form says of a screening answer (the definitions' messages are staff's).
export const SHARED_SCREENING_MESSAGES = {
  answersInvalid: msg`The answers could not be read. Reload the page and try again.`,
  answerRequired: msg`Answer this question`,
  answerYesNo: msg`Answer yes or no`,
  answerChoice: msg`Choose one of the answers`,
  answerNumber: msg`Enter a number`,
  answerNumberRange: msg`Enter a number between -${numberMax} and ${numberMax}`,
  answerText: msg`Answer in words`,
  answerTextTooLong: msg`An answer must be at most ${textAnswerMax} characters`,
} satisfies Partial<Record<keyof typeof SCREENING_MESSAGES, MessageDescriptor>>;

// What the "Request staff" form on /find-talent says (the rest are staff's).
export const SHARED_JOB_ORDER_MESSAGES = {
  received: msg`Thank you. We have your request and a recruiter will call you within one business day.`,
  receivedTitle: msg`Request received`,
  endDateOrOngoing: msg`Give an end date or choose "Ongoing"`,
  endDateNotBoth: msg`Give an end date or choose "Ongoing", not both`,
  endBeforeStart: msg`The end date cannot be before the start date`,
  payMaxBelowMin: msg`The highest pay must be at least the lowest`,
  payPeriodRequired: msg`Choose per hour or per year`,
} satisfies Partial<Record<keyof typeof JOB_ORDER_MESSAGES, MessageDescriptor>>;

// The shared schemas' field messages a public form can show, each with its English text
// (a production build keeps only the descriptor's id; the test holds the two equal).
export const FIELD_MESSAGES: readonly (readonly [string, MessageDescriptor])[] = [
  ['Email is required', msg`Email is required`],
  ['Email is too long', msg`Email is too long`],
  ['Password is required', msg`Password is required`],
  ['First name is required', msg`First name is required`],
  ['Last name is required', msg`Last name is required`],
  ['Choose a country', msg`Choose a country`],
  ['Choose a purpose', msg`Choose a purpose`],
  ['Choose daily or weekly', msg`Choose daily or weekly`],
  ['The link is not valid.', msg`The link is not valid.`],
  // A new password's rule (user-schemas.ts), and /profile/security's checks
  // (security-schemas.ts, passkey-schemas.ts).
  [
    `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    msg`Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  ],
  [
    `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    msg`Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  ],
  ['Enter your password', msg`Enter your password`],
  ['Enter your current password', msg`Enter your current password`],
  ['Enter the 6-digit code', msg`Enter the 6-digit code`],
  ['Enter the 6-digit code from your app', msg`Enter the 6-digit code from your app`],
  ['Enter a recovery code', msg`Enter a recovery code`],
  ['Give the passkey a name', msg`Give the passkey a name`],
  [`At most ${PASSKEY_NAME_MAX} characters`, msg`At most ${PASSKEY_NAME_MAX} characters`],
  // The "Request staff" form's checks (job-order-schemas.ts).
  ['Position is required', msg`Position is required`],
  ['Choose an industry', msg`Choose an industry`],
  ['Headcount is required', msg`Headcount is required`],
  ['Headcount must be at least 1', msg`Headcount must be at least 1`],
  ['Headcount must be a whole number', msg`Headcount must be a whole number`],
  ['Headcount must be at most 500', msg`Headcount must be at most 500`],
  ['Start date is required', msg`Start date is required`],
  ['Start date: use a date like 2026-12-31', msg`Start date: use a date like 2026-12-31`],
  ['End date: use a date like 2026-12-31', msg`End date: use a date like 2026-12-31`],
  ['Choose an assignment type', msg`Choose an assignment type`],
  ['Choose a shift', msg`Choose a shift`],
  ['Lowest pay must be a number', msg`Lowest pay must be a number`],
  ['Lowest pay must be more than 0', msg`Lowest pay must be more than 0`],
  ['Highest pay must be a number', msg`Highest pay must be a number`],
  ['Highest pay must be more than 0', msg`Highest pay must be more than 0`],
  ['City is required', msg`City is required`],
  ['Choose a state', msg`Choose a state`],
  ['ZIP code is required', msg`ZIP code is required`],
  ['Use a ZIP code like 60601', msg`Use a ZIP code like 60601`],
  ['Your name is required', msg`Your name is required`],
  ['Company is required', msg`Company is required`],
  ['Phone is required', msg`Phone is required`],
  ['Use a phone number like (312) 555-0100', msg`Use a phone number like (312) 555-0100`],
  // lib/api-client.ts's NETWORK_ERROR_MESSAGE: no answer from the server at all.
  [
    'We could not reach the server. Check your internet connection and try again.',
    msg`We could not reach the server. Check your internet connection and try again.`,
  ],
];

// The spec's fixed phrases (packages/shared/src/constants.ts), the same way.
export const SHARED_PHRASES = {
  PHONE_HOURS: msg`9AM–5PM Central Time`,
} as const;

function englishPairs<K extends string>(
  english: Record<K, unknown>,
  descriptors: Partial<Record<K, MessageDescriptor>>,
): [string, MessageDescriptor][] {
  return Object.entries(descriptors).flatMap(([key, descriptor]) => {
    const text = english[key as K];
    return typeof text === 'string' && descriptor ? [[text, descriptor as MessageDescriptor]] : [];
  });
}

let byEnglish: Map<string, MessageDescriptor> | undefined;

// A message the API or a shared schema wrote in English, in the page's language when it is
// one of the shared texts above; any other text as it came.
export function sharedTextIn(i18n: I18n, text: string): string {
  byEnglish ??= new Map([
    ...englishPairs(MESSAGES, SHARED_MESSAGES),
    ...englishPairs(ACCOUNT_MESSAGES, SHARED_ACCOUNT_MESSAGES),
    ...englishPairs(ALERT_MESSAGES, SHARED_ALERT_MESSAGES),
    ...englishPairs(SCREENING_MESSAGES, SHARED_SCREENING_MESSAGES),
    ...englishPairs(JOB_ORDER_MESSAGES, SHARED_JOB_ORDER_MESSAGES),
    ...englishPairs(SECURITY_MESSAGES, SHARED_SECURITY_MESSAGES),
    ...FIELD_MESSAGES,
  ]);
  const descriptor = byEnglish.get(text);
  return descriptor ? i18n._(descriptor) : text;
}
