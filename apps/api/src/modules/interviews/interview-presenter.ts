import type { CalendarInterview, Interview } from '@staffing/shared/interview-schemas';
import type { InterviewRecord } from './interviews-repository.ts';

// Staff know a candidate by their own id; the client portal knows a shared candidate by the
// shortlist entry's id (as its list of shared candidates does), never the candidate's.
export function presentInterview(
  interview: InterviewRecord,
  audience: 'staff' | 'client' = 'staff',
): Interview {
  return {
    _id: interview.id,
    shortlistEntryId: interview.entryId,
    candidate: {
      _id: audience === 'staff' ? interview.candidateId : interview.entryId,
      name: interview.candidateName,
    },
    order: { _id: interview.orderId, position: interview.position },
    company: { _id: interview.companyId ?? '', name: interview.company },
    date: interview.date,
    time: interview.time,
    timeZone: interview.timeZone,
    startsAt: interview.startsAt,
    durationMinutes: interview.durationMinutes,
    location: interview.location,
    videoUrl: interview.videoUrl,
    interviewer: interview.interviewer,
    notes: interview.notes,
    status: interview.status,
    sequence: interview.sequence,
    cancelReason: interview.cancelReason,
    reminderSentAt: interview.reminderSentAt,
    scheduledBy: interview.createdByName,
    createdAt: interview.createdAt,
    updatedAt: interview.updatedAt,
  };
}

// On the agency's list of interviews by day, staff also see who owns each one's order.
export function presentCalendarInterview(interview: InterviewRecord): CalendarInterview {
  return {
    ...presentInterview(interview),
    owner:
      interview.ownerUserId && interview.ownerName !== null
        ? { _id: interview.ownerUserId, name: interview.ownerName }
        : null,
  };
}
