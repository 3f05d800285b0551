// Business constants from the product specification (section 9) and the issues.
// Both the web app and the API import these, so a limit is never written twice.

export const RESUME_MAX_BYTES = 5_242_880;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_MIME_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export const RESUME_ACCEPT = [...RESUME_EXTENSIONS, ...Object.values(RESUME_MIME_TYPES)].join(',');

// The honeypot: a field people never see. Anything in it marks the sender as a bot. Here,
// not with the schemas, so a form can name it without loading zod.
export const HONEYPOT_FIELD = 'website';

// The spec's "simple pattern" for an email address: text, @, text, dot, text. Here rather than
// with the schemas, so a form can check it before zod is loaded.
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const RECENT_JOBS_COUNT = 9;
export const JOBS_PAGE_SIZE_DEFAULT = 50;
export const JOBS_PAGE_SIZE_MAX = 200;

export const CAROUSEL_INTERVAL_MS = 6000;
export const HEADLINE_INTERVAL_MS = 6000;
export const CONTACT_POPUP_DELAY_MS = 6000;
export const LOGIN_REDIRECT_DELAY_MS = 2000;
export const SIGNUP_REDIRECT_DELAY_MS = 3000;
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const CSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const CSRF_HEADER_NAME = 'X-XSRF-TOKEN';

export const INDUSTRIES = ['Business', 'Construction', 'Healthcare', 'ItTech', 'Drivers'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const INDUSTRY_LABELS: Record<Industry, string> = {
  Business: 'Business',
  Construction: 'Construction',
  Healthcare: 'Healthcare',
  ItTech: 'IT and Tech',
  Drivers: 'Drivers',
};

// URL slugs used by /find-job/{slug} and /find-talent/{slug}.
export const INDUSTRY_SLUGS: Record<Industry, string> = {
  Business: 'business',
  Construction: 'construction',
  Healthcare: 'healthcare',
  ItTech: 'it-tech',
  Drivers: 'drivers',
};

export function industryFromSlug(slug: string): Industry | undefined {
  return INDUSTRIES.find((industry) => INDUSTRY_SLUGS[industry] === slug);
}

export const JOB_TYPES = ['Full-Time', 'Part-Time', 'Contract', 'Internship', 'Temporary'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const DEFAULT_JOB_TYPE: JobType = 'Full-Time';
export const DEFAULT_JOB_SCHEDULE = 'Flexible Monday - Friday between (9:00am – 9:00pm CST)';

export const JOB_STATUSES = ['open', 'filled', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const CONTACT_PURPOSES = [
  "Interested in the company's Services",
  'Employment Opportunities',
] as const;
export const CONTACT_COUNTRIES = ['United States of America'] as const;

// A recruiter works the board and its candidates (jobs, applications, contact messages); only
// an admin manages accounts and roles, the bulk exports and the outbox. A client is a client
// company's contact, invited by staff (modules/clients): it sees its own company's orders and
// what the agency shares with it, and nothing of the staff area.
export const USER_ROLES = ['user', 'recruiter', 'admin', 'client'] as const;
export type UserRole = (typeof USER_ROLES)[number];
// The roles an admin may give on /admin/users: a client account comes only from an invitation
// and stays tied to its company.
export const ASSIGNABLE_ROLES = [
  'user',
  'recruiter',
  'admin',
] as const satisfies readonly UserRole[];
export const STAFF_ROLES = ['recruiter', 'admin'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (role: UserRole): role is StaffRole =>
  (STAFF_ROLES as readonly UserRole[]).includes(role);

// The find-job page's query parameters that make a search (what a job alert saves): the jobs
// list's filters without paging (packages/shared/test checks them against its schema).
export const JOB_SEARCH_PARAMS = [
  'industry',
  'type',
  'q',
  // The language the keywords are typed in (a search made on the Spanish pages).
  'lang',
  'workplace',
  'where',
  'minAnnualPay',
  'postedWithin',
  'sort',
] as const;

export const APPLICATION_KINDS = ['job', 'sales-rep', 'internship'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

export const PHONE_HOURS = '9AM–5PM Central Time';
export const CANDIDATE_DATABASE_CLAIM = 'over 200 million';
