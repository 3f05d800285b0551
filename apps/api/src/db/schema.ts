import type { ColumnType, Generated } from 'kysely';
import type { ResumeTextStatus } from '@staffing/shared/candidate-schemas';

// Row types of the database. They stay inside repositories; routes see domain objects.
// Timestamps are ISO-8601 UTC strings on both dialects (see create-database.ts).

type Timestamp = string;
type Bytes = Uint8Array;

export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  role: string;
  resume_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login_at: Timestamp | null;
  disabled_at: Timestamp | null;
  email_verified_at: Timestamp | null;
  // 'es' for an account made on the Spanish pages; null for English (migration 20261128-0092).
  locale: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  idle_expires_at: Timestamp;
  absolute_expires_at: Timestamp;
  user_agent: string | null;
  ip: string | null;
  public_id: string;
  authenticated_at: Timestamp;
}

export interface KnownBrowsersTable {
  user_id: string;
  browser_key: string;
  first_seen_at: Timestamp;
}

export interface PasskeysTable {
  id: string;
  user_id: string;
  name: string;
  public_key: Bytes;
  // bigint on PostgreSQL, which the driver returns as a string.
  counter: ColumnType<number | string, number, number>;
  transports: string | null;
  device_type: string;
  backed_up: number;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

export interface WebauthnChallengesTable {
  id_hash: string;
  user_id: string | null;
  purpose: string;
  expires_at: Timestamp;
}

export interface TotpCredentialsTable {
  user_id: string;
  secret: string;
  confirmed_at: Timestamp | null;
  last_used_step: number | null;
  created_at: Timestamp;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface MfaChallengesTable {
  id_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface EmailVerificationTokensTable {
  token_hash: string;
  user_id: string;
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface ResumesTable {
  id: string;
  owner_user_id: string | null;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  content: Bytes;
  created_at: Timestamp;
  // The resume's text, read off the request path (modules/resumes/resume-text-*.ts): null
  // until read and when unreadable; the lease columns keep two readers off one file.
  text: string | null;
  text_status: Generated<ResumeTextStatus>;
  text_attempts: Generated<number>;
  text_lease_owner: string | null;
  text_lease_until: Timestamp | null;
  text_failure: string | null;
  text_read_at: Timestamp | null;
}

export interface JobsTable {
  seq: Generated<number>;
  id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  title: string;
  location: string;
  salary: string;
  type: string;
  schedule: string;
  industry: string;
  description: string;
  responsibilities: string;
  skills: string;
  about_us: string | null;
  what_we_offer: string | null;
  status: string;
  valid_through: Timestamp | null;
  posted_by: string | null;
  // Structured facts (migration 0005, ADR 0007); annual_pay_max and city_key are derived on
  // write for the minAnnualPay and where filters.
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: string | null;
  annual_pay_max: number | null;
  city: string | null;
  city_key: string | null;
  region: string | null;
  postal_code: string | null;
  workplace: Generated<string>;
  // The apply form's screening questions as JSON (migration 0062), null for none.
  screening_questions: string | null;
  // The optional Spanish version staff write (migration 20261128-0093), null where not given;
  // a Spanish version has at least its title and description. Read by findJob only.
  title_es: string | null;
  description_es: string | null;
  responsibilities_es: string | null;
  skills_es: string | null;
  what_we_offer_es: string | null;
}

export interface ApplicationsTable {
  id: string;
  created_at: Timestamp;
  kind: string;
  job_id: string | null;
  job_title: string;
  first_name: string;
  last_name: string;
  email: string;
  user_id: string | null;
  // Null once the applicant deleted their account (the resume goes with it).
  resume_id: string | null;
  status: ColumnType<string, string | undefined, string>;
  // The screening questions as asked and the answers given, as JSON (migration 0062).
  answers: string | null;
  // 1 when any answer is a knock-out; staff decide what that means.
  knocked_out: ColumnType<number, number | undefined, number>;
  // The talent pool's person (migration 0061); null once anonymised.
  candidate_id: ColumnType<string | null, string | null | undefined, string | null>;
  // 'es' when sent from the Spanish pages; null for English (migration 20261128-0091).
  locale: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ApplicationEventsTable {
  id: string;
  application_id: string;
  created_at: Timestamp;
  actor_user_id: string | null;
  actor_name: string;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
}

export interface SavedJobsTable {
  user_id: string;
  job_id: string;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: string;
  created_at: Timestamp;
  email: string;
  country: string;
  purpose: string;
  positions: string;
  comments: string | null;
}

export interface EmailOutboxTable {
  id: string;
  created_at: Timestamp;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  attachment_resume_id: string | null;
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  lease_until: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  headers_json: ColumnType<string | null, string | null | undefined, string | null>;
  attachments_json: ColumnType<string | null, string | null | undefined, string | null>;
  // Migration 0086: the candidate a message to someone else is about (scrubbed on erasure).
  about_candidate_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ActivityLogTable {
  id: string;
  created_at: Timestamp;
  actor_user_id: string | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  summary: string;
}

// Open jobs per (industry, type, workplace), '*' meaning any; kept by triggers.
export interface JobOpenFacetCountsTable {
  industry: string;
  type: string;
  workplace: string;
  open_count: ColumnType<number, number | undefined, number>;
}

export interface JobAlertsTable {
  id: string;
  user_id: string | null;
  email: string;
  search_json: string;
  frequency: string;
  created_at: Timestamp;
  confirmed_at: Timestamp | null;
  confirm_token_hash: string | null;
  confirm_expires_at: Timestamp | null;
  unsubscribe_token_hash: string;
  unsubscribed_at: Timestamp | null;
  jobs_since: Timestamp;
  next_due_at: Timestamp;
  lease_until: Timestamp | null;
  last_sent_at: Timestamp | null;
}

// Feeds built once and served many times (modules/feeds, ADR 0017).
export interface FeedDocumentsTable {
  key: string;
  content_type: string;
  body: Bytes;
  gzip: Bytes | null;
  deflate: Bytes | null;
  crc32: number | null;
  parts_json: string | null;
  total_length: number | null;
  gzip_length: number | null;
  etag: string;
  last_modified: Timestamp;
  built_at: Timestamp;
  source_signature: string | null;
  retired_at: Timestamp | null;
}

export interface FeedChangesTable {
  job_seq: number;
  changed_at: Timestamp;
}

export interface FeedBuildsTable {
  id: string;
  generation: ColumnType<number, number | undefined, number>;
  builds: ColumnType<number, number | undefined, number>;
  lease_owner: string | null;
  lease_until: Timestamp | null;
  built_at: Timestamp | null;
  child_size: number | null;
  expiry_checked_at: Timestamp | null;
  next_expiry: Timestamp | null;
  reconciled_at: Timestamp | null;
  last_error: string | null;
}

// Job changes for search engines, sent through a durable queue (modules/search-engines).
export interface SearchEngineNotificationsTable {
  id: string;
  engine: string;
  url: string;
  kind: string;
  job_id: string | null;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  lease_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

// The screening questions of the two standing openings, one row each once staff set them.
export interface OpeningQuestionsTable {
  kind: string;
  questions: string;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface SearchEngineWatermarksTable {
  name: string;
  value: Timestamp;
}

// The talent pool (migration 0061, modules/candidates): one row per person, keyed by the
// normalised email, with the denormalised search document kept by candidate-sync.ts.
export interface CandidatesTable {
  seq: Generated<number>;
  id: string;
  email_key: string;
  email: string;
  first_name: string;
  last_name: string;
  user_id: string | null;
  created_at: Timestamp;
  last_activity_at: Timestamp;
  latest_status: string | null;
  application_count: ColumnType<number, number | undefined, number>;
  resume_id: string | null;
  resume_readable: ColumnType<number, number | undefined, number>;
  phone: string | null;
  phone_digits: string | null;
  city: string | null;
  city_key: string | null;
  region: string | null;
  phone_from_staff: ColumnType<number, number | undefined, number>;
  place_from_staff: ColumnType<number, number | undefined, number>;
  job_titles: ColumnType<string, string | undefined, string>;
  resume_text: string | null;
  // The language they prefer (migration 20261128-0094): 'es', or null for English.
  locale: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CandidateIndustriesTable {
  candidate_id: string;
  industry: string;
}

export interface CandidateTagsTable {
  candidate_id: string;
  tag: string;
  created_at: Timestamp;
  created_by: string | null;
}

export interface CandidateNotesTable {
  id: string;
  candidate_id: string;
  author_user_id: string | null;
  author_name: string;
  body: string;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  known_browsers: KnownBrowsersTable;
  totp_credentials: TotpCredentialsTable;
  recovery_codes: RecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_verification_tokens: EmailVerificationTokensTable;
  resumes: ResumesTable;
  jobs: JobsTable;
  job_open_facet_counts: JobOpenFacetCountsTable;
  applications: ApplicationsTable;
  application_events: ApplicationEventsTable;
  saved_jobs: SavedJobsTable;
  contact_messages: ContactMessagesTable;
  email_outbox: EmailOutboxTable;
  activity_log: ActivityLogTable;
  job_alerts: JobAlertsTable;
  feed_documents: FeedDocumentsTable;
  feed_changes: FeedChangesTable;
  feed_builds: FeedBuildsTable;
  search_engine_notifications: SearchEngineNotificationsTable;
  search_engine_watermarks: SearchEngineWatermarksTable;
  opening_questions: OpeningQuestionsTable;
  candidates: CandidatesTable;
  candidate_industries: CandidateIndustriesTable;
  candidate_tags: CandidateTagsTable;
  candidate_notes: CandidateNotesTable;
  job_orders: JobOrdersTable;
  job_order_events: JobOrderEventsTable;
  client_companies: ClientCompaniesTable;
  client_contacts: ClientContactsTable;
  client_invitations: ClientInvitationsTable;
  shortlist_entries: ShortlistEntriesTable;
  shortlist_events: ShortlistEventsTable;
  shortlist_merged_tokens: ShortlistMergedTokensTable;
  placements: PlacementsTable;
  interviews: InterviewsTable;
  interview_events: InterviewEventsTable;
  staff_last_seen: StaffLastSeenTable;
}

// Employers' requests for staff and their history (modules/job-orders, migration 0080).
export interface JobOrdersTable {
  id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  status: ColumnType<string, string | undefined, string>;
  status_reason: string | null;
  owner_user_id: string | null;
  position: string;
  industry: string;
  headcount: number;
  filled_count: ColumnType<number, number | undefined, number>;
  start_date: string;
  assignment_type: string;
  end_date: string | null;
  ongoing: number;
  shift: string;
  pay_min_cents: number | null;
  pay_max_cents: number | null;
  pay_period: string | null;
  city: string;
  state: string;
  zip: string;
  licences: string | null;
  certifications: string | null;
  languages: string | null;
  contact_name: string;
  company: string;
  company_key: string;
  email: string;
  phone: string;
  notes: string | null;
  client_company_id: ColumnType<string | null, string | null | undefined, string | null>;
  client_contact_id: ColumnType<string | null, string | null | undefined, string | null>;
  job_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface JobOrderEventsTable {
  id: string;
  job_order_id: string;
  created_at: Timestamp;
  actor_user_id: string | null;
  actor_name: string;
  kind: string;
  from_status: string | null;
  to_status: string | null;
  text: string | null;
}

// Client companies, their contacts and the contacts' invitations (modules/clients, migration 0081).
export interface ClientCompaniesTable {
  id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  name: string;
  name_key: string;
  industry: string;
  locations: string;
  notes: string | null;
  email_domain: string | null;
}

export interface ClientContactsTable {
  id: string;
  company_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  name: string;
  email: string;
  email_domain: string;
  phone: string | null;
  title: string | null;
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  invited_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface ClientInvitationsTable {
  token_hash: string;
  contact_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

// Shortlists with the candidate's consent (modules/shortlists, migration 0082).
export interface ShortlistEntriesTable {
  id: string;
  job_order_id: string;
  candidate_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  added_by_user_id: string | null;
  added_by_name: string;
  pitch: string;
  consent: ColumnType<string, string | undefined, string>;
  consent_at: Timestamp | null;
  token_hash: string;
  // Migration 0083: the client's latest answer (interview, decline, hire).
  client_decision: ColumnType<string | null, string | null | undefined, string | null>;
  client_decision_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  client_decision_text: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ShortlistEventsTable {
  id: string;
  entry_id: string;
  created_at: Timestamp;
  kind: string;
  actor_name: string | null;
  text: string | null;
}

// Migration 0090: the token hash of an entry a merge folded into another, and the entry kept.
export interface ShortlistMergedTokensTable {
  token_hash: string;
  entry_id: string;
  created_at: Timestamp;
}

// Shared candidates hired on an order (modules/placements, migration 0085). The personal
// columns are null once the candidate is erased; the row stays for the order's counts.
export interface PlacementsTable {
  id: string;
  job_order_id: string;
  candidate_id: string | null;
  shortlist_entry_id: string | null;
  created_at: Timestamp;
  candidate_name: string | null;
  start_date: string | null;
  pay_rate_cents: number | null;
  bill_rate_cents: number | null;
  placed_by_user_id: string | null;
  placed_by_name: string;
}

// Interviews for shared candidates (modules/interviews, migration 0086).
export interface InterviewsTable {
  id: string;
  shortlist_entry_id: string;
  job_order_id: string;
  candidate_id: string;
  client_company_id: string | null;
  uid: string;
  sequence: ColumnType<number, number | undefined, number>;
  status: ColumnType<string, string | undefined, string>;
  starts_at: Timestamp;
  date: string;
  time: string;
  time_zone: string;
  duration_minutes: number;
  location: string | null;
  video_url: string | null;
  interviewer: string;
  notes: string | null;
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  remind_at: Timestamp | null;
  reminder_sent_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  created_by_user_id: string | null;
  created_by_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InterviewEventsTable {
  id: string;
  interview_id: string;
  created_at: Timestamp;
  kind: string;
  actor_name: string | null;
  text: string | null;
}

// When each staff member last opened an area of the workspace (modules/today, migration
// 20261128-0097): Today counts what came after.
export interface StaffLastSeenTable {
  user_id: string;
  area: string;
  seen_at: Timestamp;
}
