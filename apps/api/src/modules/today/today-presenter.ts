import type {
  TodayApplicationGroup,
  TodayClientAnswer,
  TodayConsent,
  TodayFailedEmail,
  TodayInterview,
  TodayOrder,
  TodayOrderReason,
} from '@staffing/shared/today-schemas';
import type { FailedEmailRecord } from '../email/outbox-repository.ts';
import type {
  ApplicationGroupRecord,
  ClientAnswerRecord,
  TodayConsentRecord,
  TodayInterviewRecord,
  TodayOrderRecord,
} from './today-repository.ts';

// Today's records as the API answers them (packages/shared/src/today-schemas.ts).

export const presentClientAnswer = (record: ClientAnswerRecord): TodayClientAnswer => ({
  entryId: record.entryId,
  orderId: record.orderId,
  position: record.position,
  company: record.company,
  candidateId: record.candidateId,
  candidateName: record.candidateName,
  decision: record.decision,
  at: new Date(record.at).toISOString(),
  text: record.text,
});

export const presentInterview = (record: TodayInterviewRecord, today: string): TodayInterview => ({
  _id: record.id,
  orderId: record.orderId,
  position: record.position,
  company: record.company,
  candidateId: record.candidateId,
  candidateName: record.candidateName,
  startsAt: record.startsAt,
  date: record.date,
  time: record.time,
  timeZone: record.timeZone,
  day: record.date === today ? 'today' : 'tomorrow',
});

export const presentApplicationGroup = (record: ApplicationGroupRecord): TodayApplicationGroup => ({
  jobId: record.jobId,
  kind: record.kind,
  title: record.title,
  count: record.count,
  latestAt: record.latestAt,
});

export function presentOrder(record: TodayOrderRecord): TodayOrder {
  const reasons: TodayOrderReason[] = [];
  if (record.unowned) reasons.push('unowned');
  if (record.startsSoon) reasons.push('starts-soon');
  return {
    _id: record.id,
    position: record.position,
    company: record.company,
    status: record.status,
    startDate: record.startDate,
    headcount: record.headcount,
    filledCount: record.filledCount,
    ownerName: record.ownerName,
    reasons,
  };
}

export const presentConsent = (record: TodayConsentRecord): TodayConsent => ({
  entryId: record.entryId,
  orderId: record.orderId,
  position: record.position,
  company: record.company,
  candidateId: record.candidateId,
  candidateName: record.candidateName,
  askedAt: record.askedAt,
});

export const presentFailedEmail = (record: FailedEmailRecord): TodayFailedEmail => ({
  _id: record.id,
  to: record.to,
  subject: record.subject,
  lastError: record.lastError,
  createdAt: new Date(record.createdAt).toISOString(),
});
