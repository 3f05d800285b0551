import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parsePo } from 'pofile-ts';
import { PHONE_HOURS } from '@staffing/shared/constants';
import type { Locale } from '@staffing/shared/i18n/locales';

// What the API writes to a job seeker in their language (ADR 0024): the English texts here
// are the source, and `locales/es/emails.po` (a PO catalogue a translator edits, its msgids
// these texts) holds the Spanish. Placeholders are ICU's ({jobTitle}); email-texts.test.ts
// fails on a text without its Spanish or a translation that loses a placeholder.
export const EMAIL_TEXTS = {
  receiptSubject: 'We received your application for {jobTitle}',
  receiptGreeting: 'Hello {firstName},',
  receiptThanks: 'Thank you for applying for {jobTitle} with {agencyName}.',
  receiptNext: 'A recruiter will review your resume and get in touch if it is a match.',
  receiptQuestions: 'Questions? Call us at {phone} ({phoneHours}).',
  phoneHours: PHONE_HOURS,
  alertConfirmSubject: 'Confirm your job alert at {agencyName}',
  alertHello: 'Hello,',
  alertAskedDaily: 'Someone (hopefully you) asked for a daily email of new jobs matching:',
  alertAskedWeekly: 'Someone (hopefully you) asked for a weekly email of new jobs matching:',
  alertOpenLink: 'Open this link within 7 days to start the alert:',
  alertIgnore: 'If you did not ask for this, ignore this email: nothing more will be sent to you.',
  alertWhyConfirm: 'You get this one email because this address was entered for a job alert.',
  alertUnsubscribe: 'Unsubscribe from this alert: {url}',
  alertManage: 'Manage your alerts (signed in): {url}',
  verifySubject: 'Confirm your email for {agencyName}',
  verifyAsk: 'Please confirm that this is your email address by opening this link within 7 days:',
  verifyWhy1:
    'Confirming lets us send you job alerts and shows the applications you sent with this address',
  verifyWhy2: 'on your profile. If you did not create an account with us, ignore this email.',
  resetSubject: 'Reset your {agencyName} password',
  resetAsked: 'Someone (hopefully you) asked to reset the password of your account.',
  resetOpen: 'Open this link within one hour to choose a new password:',
  resetOnce:
    'The link works once. If you did not ask for this, ignore this email; your password stays as it is.',
  // A job alert's digest (alerts/alert-emails.ts); the English of its search's description is
  // its filters as they are, so the names of types, industries and the like below it are
  // written only in the other languages.
  digestSubjectOne: '1 new job for {search}',
  digestSubjectMany: '{count} new jobs for {search}',
  digestIntro: 'New jobs matching {search}, posted since {date}:',
  digestMore: 'More new jobs match this search. See them all: {url}',
  digestWhyDaily: 'You get this daily email because you created a job alert at {agencyName}.',
  digestWhyWeekly: 'You get this weekly email because you created a job alert at {agencyName}.',
  searchAllJobs: 'All jobs',
  searchWhere: 'In or near {place}',
  searchMinAnnualPay: '{amount}+ a year',
  searchPostedDay: 'Posted in the past 24 hours',
  searchPostedWeek: 'Posted in the past 7 days',
  searchPostedMonth: 'Posted in the past 30 days',
  searchSortRelevance: 'Best match',
  searchSortNewest: 'Newest first',
  industryBusiness: 'Business',
  industryConstruction: 'Construction',
  industryHealthcare: 'Healthcare',
  industryItTech: 'IT and Tech',
  industryDrivers: 'Drivers',
  typeFullTime: 'Full-Time',
  typePartTime: 'Part-Time',
  typeContract: 'Contract',
  typeInternship: 'Internship',
  typeTemporary: 'Temporary',
  workplaceOnSite: 'On-site',
  workplaceHybrid: 'Hybrid',
  workplaceRemote: 'Remote',
  payPerHour: 'per hour',
  payPerDay: 'per day',
  payPerWeek: 'per week',
  payPerMonth: 'per month',
  payPerYear: 'per year',
  payRange: '{min} – {max} {per}',
  payExact: '{amount} {per}',
  payUpTo: 'Up to {max} {per}',
  payFrom: 'From {min} {per}',
  // A shortlist's consent request and the receipt of a yes (shortlists/shortlist-emails.ts).
  helloName: 'Hello {name},',
  consentSubject: 'May we introduce you to {company}?',
  consentAsk:
    'A recruiter at {agencyName} thinks you would be a good fit for the role of\n{position} at {company}, and would like to share your profile with them:\nyour name, this introduction, your resume and your answers to the job’s questions.',
  consentYes: 'Yes, share my profile with {company}:',
  consentNo: 'No, do not share it:',
  consentUntilYes:
    'Nothing is shared until you say yes. If you say yes and change your mind, the “no” link\nwithdraws it at once: {company} no longer sees you.',
  consentGivenSubject: 'Your profile is shared with {company}',
  consentGivenThanks: 'Thank you: {company} can now see your profile for the role of {position}.',
  consentGivenNext: 'We will tell you what they say.',
  consentGivenWithdraw: 'Changed your mind? Withdraw your consent, and they no longer see you:',
  // An interview's mail to the candidate and their calendar file (interviews/interview-emails.ts).
  interviewSubjectScheduled: 'Interview: “{position}” at {company}',
  interviewSubjectRescheduled: 'Interview moved: “{position}” at {company}',
  interviewSubjectCancelled: 'Interview cancelled: “{position}” at {company}',
  interviewScheduled: 'Your interview with {company} for “{position}” is scheduled.',
  interviewRescheduled: 'Your interview with {company} for “{position}” has moved to a new time.',
  interviewCancelled: 'Your interview with {company} for “{position}” is cancelled.',
  interviewWhenAt: '{date} at {time} ({timeZone})',
  interviewWhen: 'When: {when}, {minutes} minutes',
  interviewWhere: 'Where: {place}',
  interviewVideo: 'Video link: {url}',
  interviewInterviewer: 'Interviewer: {name}',
  interviewReason: 'Reason: {reason}',
  interviewCalendarAdd: 'Open the attached file to add it to your calendar.',
  interviewCalendarRemove: 'The attached file removes it from your calendar.',
  interviewQuestions: 'Questions? Reply to {email} or call {phone}.',
  interviewReminderSubject: 'Reminder: your interview for “{position}” at {company}',
  interviewReminder: 'A reminder of your interview with {company} for “{position}”.',
  interviewCannotCome: "Can't make it? Reply to {email} or call {phone}.",
  interviewCalendarSummary: 'Interview: {name} for “{position}” at {company}',
} as const;

export type EmailTextKey = keyof typeof EMAIL_TEXTS;

// The catalogue beside the sources (apps/api/locales) or beside the built server (dist/).
function catalogueFile(locale: Locale): string | undefined {
  return [`../../locales/${locale}/emails.po`, `../locales/${locale}/emails.po`]
    .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
    .find((file) => existsSync(file));
}

export function readEmailCatalogue(locale: Locale): Map<string, string> {
  const file = catalogueFile(locale);
  if (!file) throw new Error(`The ${locale} email catalogue is missing`);
  const translations = new Map<string, string>();
  for (const item of parsePo(readFileSync(file, 'utf8')).items) {
    const text = item.msgstr[0];
    if (!item.obsolete && text) translations.set(item.msgid, text);
  }
  return translations;
}

const instances = new Map<Locale, I18n>();

// Compiled once per language, on the first message in it; English from the source texts.
function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    const translations = locale === 'en' ? undefined : readEmailCatalogue(locale);
    const messages = Object.fromEntries(
      Object.values(EMAIL_TEXTS).map((source) => [
        source,
        compileMessage(translations?.get(source) ?? source),
      ]),
    );
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(locale, i18n);
  }
  return i18n;
}

export function emailText(
  locale: Locale,
  key: EmailTextKey,
  values: Record<string, string> = {},
): string {
  return i18nFor(locale)._(EMAIL_TEXTS[key], values);
}

// The phone line's hours in the reader's language when they are the spec's own.
export function phoneHoursText(locale: Locale, hours: string): string {
  return hours === PHONE_HOURS ? emailText(locale, 'phoneHours') : hours;
}
