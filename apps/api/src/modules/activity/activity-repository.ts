import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';

export type ActivityAction =
  | 'user.signed_up'
  | 'user.role_changed'
  | 'user.disabled'
  | 'user.enabled'
  | 'user.email_verified'
  | 'user.exported_data'
  | 'user.deleted_account'
  | 'user.second_factor_added'
  | 'user.second_factor_removed'
  | 'user.second_factor_reset'
  | 'job.created'
  | 'job.updated'
  | 'job.deleted'
  | 'opening.questions_changed'
  | 'application.received'
  | 'application.status_changed'
  | 'application.note_added'
  | 'candidate.contact_changed'
  | 'candidate.language_changed'
  | 'candidate.tag_added'
  | 'candidate.tag_removed'
  | 'candidate.note_added'
  | 'candidate.erased'
  | 'candidate.retention_run'
  | 'contact.received'
  | 'job_order.received'
  | 'job_order.status_changed'
  | 'job_order.owner_changed'
  | 'job_order.job_posted'
  | 'job_order.client_linked'
  | 'client.created'
  | 'client.updated'
  | 'client.contact_added'
  | 'client.contact_invited'
  | 'client.invitation_accepted'
  | 'shortlist.added'
  | 'shortlist.removed'
  | 'shortlist.consent_asked_again'
  | 'shortlist.consent_granted'
  | 'shortlist.consent_declined'
  | 'shortlist.consent_withdrawn'
  | 'shortlist.client_decision'
  | 'placement.created'
  | 'interview.scheduled'
  | 'interview.rescheduled'
  | 'interview.cancelled'
  | 'email.retried'
  | 'email.discarded';

export type ActivityInput = {
  actorUserId: string | null;
  action: ActivityAction;
  subjectType:
    | 'user'
    | 'job'
    | 'application'
    | 'contact'
    | 'email'
    | 'opening'
    | 'candidate'
    | 'job_order'
    | 'client_company';
  subjectId: string | null;
  summary: string;
};

// The audit trail behind the dashboard's recent activity: who did what, to what, when.
export async function logActivity(db: Kysely<Database>, input: ActivityInput): Promise<void> {
  await db
    .insertInto('activity_log')
    .values({
      id: newId(),
      created_at: nowIso(),
      actor_user_id: input.actorUserId,
      action: input.action,
      subject_type: input.subjectType,
      subject_id: input.subjectId,
      summary: input.summary,
    })
    .execute();
}
