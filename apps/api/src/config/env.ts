import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// The only file of the API that reads process.env. Everything else receives an AppConfig,
// which is what lets tests build an app with any configuration they need.

// The repository's root: the nearest folder above this module that holds apps/api. The
// module runs from apps/api/src/config/ (development, tests, the CLIs) and from the built
// apps/api/dist/server.js (production).
export function findProjectRoot(from: string): string {
  for (let dir = from; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps', 'api', 'package.json'))) return dir;
  }
  throw new Error(`No apps/api folder above ${from}: run the server from the project.`);
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);

// The most jobs a sitemap child may hold: two URLs each (see FEEDS_CHILD_SIZE), and the
// sitemap protocol allows 50,000 URLs a file.
export const MAX_FEEDS_CHILD_SIZE = 25_000;

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .default('sqlite:./data/app.db')
    .refine(
      (value) => value.startsWith('sqlite:') || /^postgres(ql)?:\/\//.test(value),
      'must start with sqlite: or postgres://',
    ),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: booleanFromString.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Keystone Staffing <no-reply@keystone-staffing.example>'),
  AGENCY_EMAIL: z.email().default('careers@keystone-staffing.example'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('staffing:'),
  RATE_LIMIT_FORMS_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  SITE_NAME: z.string().min(1).default('Keystone Staffing'),
  SITE_PHONE: z.string().min(1).default('(312) 555-0148'),
  SITE_ADDRESS: z.string().min(1).default('233 S Wacker Dr, Suite 4400, Chicago, IL 60606'),
  SITE_PHONE_HOURS: z.string().min(1).default('9AM–5PM Central Time'),
  SEED_DEMO_DATA: booleanFromString.optional(),
  SEED_ADMIN_EMAIL: z.email().optional(),
  SEED_ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_CLIENT_EMAIL: z.email().optional(),
  SEED_CLIENT_PASSWORD: z.string().min(8).optional(),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
  // How long a claimed message is reserved for the instance sending it. Longer than the SMTP
  // timeouts (at most about 90 s), so a slow send is never doubled; after a crash the message
  // goes out once this has passed.
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
  // How often each instance looks for due job-alert digests; 0 switches the timer off (tests
  // default to 0; `npm run alerts:send` still works).
  ALERTS_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  // How often each instance looks for interviews whose day-before reminder is due; 0 switches
  // the timer off (tests default to 0 and run the pass with a time of their own).
  INTERVIEW_REMINDERS_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  // How long an instance holds an alert while building its digest.
  ALERTS_LEASE_MS: z.coerce.number().int().min(1000).default(300_000),
  // How long a server-rendered page for a signed-out visitor is reused for the next ones
  // asking for the same URL (0: render every request; tests default to 0). Any write through
  // the API empties it on this instance, so only other instances' changes wait this long.
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  // How long the server's event loop must have been idle before it gives back the memory a
  // burst of traffic or a feed build grew (lib/idle-memory.ts); 0 never does, nor does a feed
  // build give back what it grew (tests default to 0).
  IDLE_MEMORY_RELEASE_MS: z.coerce.number().int().min(0).optional(),
  // How long the counts of a keyword search (its list total and its facet counts) and the
  // facet counts of any list are reused for the same question (0: count every request; tests
  // default to 0). A job written through this instance empties them at once.
  SEARCH_COUNT_CACHE_MS: z.coerce.number().int().min(0).max(300_000).optional(),
  // Counts never hold up a page (ADR 0020): a list's total and a search's facet counts that
  // are not ready within JOB_COUNT_BUDGET_MS are left out of the answer (and computed on, for
  // the next request). At most JOB_SEARCH_CONCURRENCY such counts, and as many keyword-search
  // pages, run at once per instance (on SQLite in processes of their own). Counters' sums are
  // never deferred. Tests wait for every count unless they set a budget.
  JOB_COUNT_BUDGET_MS: z.coerce.number().int().min(0).max(10_000).optional(),
  JOB_SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  // Feeds built once (modules/feeds, ADR 0017): a build starts once no job has changed for
  // FEEDS_DEBOUNCE_MS (or the oldest change waited 30 s); each instance looks for changes and
  // new builds every FEEDS_POLL_MS. A change reaches the feeds within about the sum of the two
  // plus the build.
  FEEDS_DEBOUNCE_MS: z.coerce.number().int().min(0).max(30_000).optional(),
  FEEDS_POLL_MS: z.coerce.number().int().min(20).max(30_000).optional(),
  // Jobs per sitemap child, by their sequence number (a change of it rebuilds every child).
  // Each job is two URLs, its English and its Spanish page, with their hreflang alternates
  // (about 1 KB a job): at most 25,000 jobs keeps a child within the sitemap protocol's
  // 50,000 URLs and, for a public URL of up to about 130 characters, its 50 MB.
  FEEDS_CHILD_SIZE: z.coerce.number().int().min(1).max(MAX_FEEDS_CHILD_SIZE).default(5_000),
  // Jobs the feed builder reads and writes at a time, between which the server's event loop
  // answers requests (ten batches make a stored part of /jobs.xml): what a build holds in
  // memory, whatever the board's size.
  FEEDS_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(100),
  // How often the builder compares every child with its jobs, for writes that did not go
  // through the API (a seed, a restore).
  FEEDS_RECONCILE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  // The most bytes a second one /jobs.xml download is sent (0: as fast as the client reads).
  // A whole-board download at a million jobs is 40 MB gzipped, 789 MB plain; three clients
  // reading it as fast as loopback allows kept the event loop busy writing and left the jobs
  // list 4 % of its req/s. An aggregator fetches the feed a few times a day and does not
  // need more.
  FEEDS_DOWNLOAD_BYTES_PER_SECOND: z.coerce
    .number()
    .int()
    .min(0)
    .default(8 * 1024 * 1024),
  // Staff accounts (recruiters, admins) must sign in with a second factor (an authenticator
  // app's code) when `required`; the default is `required` on a real deployment (PUBLIC_URL
  // https://) and `optional` on a local one, so the README's demo admin walks straight in.
  STAFF_MFA: z.enum(['required', 'optional']).optional(),
  // Search engines told of job changes (modules/search-engines, ADR 0016), each off unless
  // configured. IndexNow reaches Bing, Yandex, Seznam and Naver; the key is served at /<key>.txt.
  INDEXNOW_KEY: z
    .string()
    .regex(/^[a-zA-Z0-9-]{8,128}$/u, 'must be 8 to 128 letters, digits or dashes')
    .optional(),
  INDEXNOW_ENDPOINT: z.url().default('https://api.indexnow.org/indexnow'),
  // The path of a Google service account's JSON key file, for the Indexing API.
  GOOGLE_INDEXING_CREDENTIALS: z.string().min(1).optional(),
  GOOGLE_INDEXING_ENDPOINT: z
    .url()
    .default('https://indexing.googleapis.com/v3/urlNotifications:publish'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  // Google's default quota of publish requests a day; what does not fit waits for the next.
  GOOGLE_INDEXING_DAILY_QUOTA: z.coerce.number().int().min(1).default(200),
  // How often each instance sends what is due and looks for jobs whose closing date passed.
  SEARCH_ENGINES_POLL_MS: z.coerce.number().int().min(20).max(30_000).optional(),
  // The first retry's wait after a 429, 5xx or no answer; each next one waits twice as long.
  SEARCH_ENGINES_RETRY_MS: z.coerce.number().int().min(10).optional(),
  // Resumes' text read in a process of its own right after each upload (ADR 0019); `off` leaves
  // them pending for another instance or `npm run resumes:extract`.
  RESUME_TEXT_EXTRACTION: z.enum(['on', 'off']).default('on'),
  // Candidates without an account who have not been active for this many months have their
  // personal data erased (modules/candidates/candidate-retention.ts), once a day and by
  // `npm run candidates:retention`. 0 or `off` keeps them until staff erase them.
  CANDIDATE_RETENTION_MONTHS: z
    .string()
    .regex(/^(off|\d{1,4})$/iu, 'must be a whole number of months, or 0 or off')
    .transform((value) => (value.toLowerCase() === 'off' ? 0 : Number(value)))
    .refine((months) => months <= 1200, 'must be at most 1200 months')
    .default(24),
  // Benchmarks only (bench/api-bench.ts): a route answering fixed bytes from memory.
  BENCH_FLOOR_ROUTE: booleanFromString.default(false),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string;
  sessionSecret: string;
  session: { idleMs: number; absoluteMs: number };
  publicUrl: string;
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  agencyEmail: string;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  site: { agencyName: string; phone: string; phoneHours: string; address: string };
  seed: {
    demoData: boolean;
    adminEmail: string | undefined;
    adminPassword: string | undefined;
    // The demo client contact's sign-in (the client portal).
    clientEmail: string | undefined;
    clientPassword: string | undefined;
  };
  webDistDir: string;
  outbox: { pollMs: number; leaseMs: number; worker: boolean };
  alerts: { intervalMs: number; leaseMs: number };
  interviewReminders: { intervalMs: number };
  pageCacheMs: number;
  idleMemoryReleaseMs: number;
  searchCountCacheMs: number;
  // budgetMs undefined: wait for every count. inProcesses: SQLite's counts and search pages in
  // processes of their own (off in tests unless a test asks for it, so most test files start
  // none).
  jobSearch: { budgetMs: number | undefined; concurrency: number; inProcesses: boolean };
  feeds: {
    debounceMs: number;
    pollMs: number;
    childSize: number;
    batchSize: number;
    reconcileMs: number;
    downloadBytesPerSecond: number;
  };
  staffMfa: 'required' | 'optional';
  searchEngines: {
    indexNow: { key: string; endpoint: string } | null;
    google: GoogleIndexingConfig | null;
    pollMs: number;
    retryBaseMs: number;
  };
  // Each instance looks for pending resumes every pollMs (and right after an upload); a read
  // is stopped after timeLimitMs, its process's heap is capped at memoryLimitMb.
  resumeText: { extraction: boolean; pollMs: number; timeLimitMs: number; memoryLimitMb: number };
  // months 0: off. Every checkEveryMs each instance runs the erasure if no run (of any
  // instance, or the CLI) is logged in the last day; 0 switches the timer off (tests).
  candidateRetention: { months: number; checkEveryMs: number };
  benchFloorRoute: boolean;
  limits: {
    loginFailuresPerAccount: number;
    loginFailuresPerIp: number;
    loginWindowMs: number;
    formsPerIp: number;
    formsWindowMs: number;
  };
};

export class ConfigError extends Error {}

export type GoogleIndexingConfig = {
  clientEmail: string;
  privateKey: string;
  endpoint: string;
  tokenUrl: string;
  dailyQuota: number;
};

const serviceAccountSchema = z.object({
  client_email: z.email(),
  private_key: z.string().includes('PRIVATE KEY'),
});

// The key file is read once at start, so a wrong path or a file that is not a service
// account's key stops the server with a clear message instead of failing every notification.
function readServiceAccount(file: string): { clientEmail: string; privateKey: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(resolveFromRoot(file), 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`GOOGLE_INDEXING_CREDENTIALS: cannot read ${file} (${reason}).`);
  }
  const account = serviceAccountSchema.safeParse(parsed);
  if (!account.success) {
    throw new ConfigError(
      `GOOGLE_INDEXING_CREDENTIALS: ${file} is not a service account key (it needs client_email and private_key).`,
    );
  }
  return { clientEmail: account.data.client_email, privateKey: account.data.private_key };
}

const DAY_MS = 24 * 60 * 60 * 1000;

function resolveFromRoot(value: string): string {
  return path.isAbsolute(value) ? value : path.resolve(PROJECT_ROOT, value);
}

function resolveDatabaseUrl(url: string): string {
  if (!url.startsWith('sqlite:')) return url;
  const file = url.slice('sqlite:'.length);
  return file === ':memory:' ? url : `sqlite:${resolveFromRoot(file)}`;
}

// A missing secret is generated once and kept under data/, so sessions survive restarts
// without anyone having to invent a secret: in development, and for the production server
// `npm start` runs on a local machine. A real deployment (PUBLIC_URL https://) must set one,
// the same on every instance.
function resolveSessionSecret(
  given: string | undefined,
  env: AppConfig['env'],
  publicUrl: string | undefined,
  dataDir: string,
): string {
  if (given) return given;
  if (env === 'production' && publicUrl?.startsWith('https://')) {
    throw new ConfigError(
      'SESSION_SECRET is required in production behind an https:// PUBLIC_URL (at least 32 characters).',
    );
  }
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // Empty strings in .env files mean "not set", not "set to nothing".
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolveFromRoot(env.DATA_DIR);
  const databaseUrl = resolveDatabaseUrl(env.DATABASE_URL);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    dataDir,
    databaseUrl,
    sessionSecret: resolveSessionSecret(env.SESSION_SECRET, env.NODE_ENV, env.PUBLIC_URL, dataDir),
    session: {
      idleMs: env.SESSION_IDLE_DAYS * DAY_MS,
      absoluteMs: env.SESSION_ABSOLUTE_DAYS * DAY_MS,
    },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    agencyEmail: env.AGENCY_EMAIL,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    site: {
      agencyName: env.SITE_NAME,
      phone: env.SITE_PHONE,
      phoneHours: env.SITE_PHONE_HOURS,
      address: env.SITE_ADDRESS,
    },
    seed: {
      // Demo jobs make a fresh embedded install look alive; a PostgreSQL deployment is real data.
      demoData: env.SEED_DEMO_DATA ?? databaseUrl.startsWith('sqlite:'),
      adminEmail: env.SEED_ADMIN_EMAIL,
      adminPassword: env.SEED_ADMIN_PASSWORD,
      clientEmail: env.SEED_CLIENT_EMAIL,
      clientPassword: env.SEED_CLIENT_PASSWORD,
    },
    webDistDir: resolveFromRoot(env.WEB_DIST_DIR),
    outbox: { pollMs: env.OUTBOX_POLL_MS, leaseMs: env.OUTBOX_LEASE_MS, worker: true },
    alerts: {
      intervalMs: env.ALERTS_INTERVAL_MS ?? (env.NODE_ENV === 'test' ? 0 : 15 * 60_000),
      leaseMs: env.ALERTS_LEASE_MS,
    },
    interviewReminders: {
      intervalMs: env.INTERVIEW_REMINDERS_INTERVAL_MS ?? (env.NODE_ENV === 'test' ? 0 : 5 * 60_000),
    },
    pageCacheMs: env.PAGE_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : 5000),
    idleMemoryReleaseMs: env.IDLE_MEMORY_RELEASE_MS ?? (env.NODE_ENV === 'test' ? 0 : 1000),
    searchCountCacheMs: env.SEARCH_COUNT_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : 30_000),
    jobSearch: {
      budgetMs: env.JOB_COUNT_BUDGET_MS ?? (env.NODE_ENV === 'test' ? undefined : 150),
      concurrency: env.JOB_SEARCH_CONCURRENCY,
      inProcesses: env.NODE_ENV !== 'test',
    },
    feeds: {
      debounceMs: env.FEEDS_DEBOUNCE_MS ?? (env.NODE_ENV === 'test' ? 0 : 5000),
      pollMs: env.FEEDS_POLL_MS ?? (env.NODE_ENV === 'test' ? 100 : 2000),
      childSize: env.FEEDS_CHILD_SIZE,
      batchSize: env.FEEDS_BATCH_SIZE,
      reconcileMs: env.FEEDS_RECONCILE_MS,
      downloadBytesPerSecond: env.FEEDS_DOWNLOAD_BYTES_PER_SECOND,
    },
    staffMfa: env.STAFF_MFA ?? (env.PUBLIC_URL?.startsWith('https://') ? 'required' : 'optional'),
    searchEngines: {
      indexNow: env.INDEXNOW_KEY
        ? { key: env.INDEXNOW_KEY, endpoint: env.INDEXNOW_ENDPOINT }
        : null,
      google: env.GOOGLE_INDEXING_CREDENTIALS
        ? {
            ...readServiceAccount(env.GOOGLE_INDEXING_CREDENTIALS),
            endpoint: env.GOOGLE_INDEXING_ENDPOINT,
            tokenUrl: env.GOOGLE_TOKEN_URL,
            dailyQuota: env.GOOGLE_INDEXING_DAILY_QUOTA,
          }
        : null,
      pollMs: env.SEARCH_ENGINES_POLL_MS ?? (env.NODE_ENV === 'test' ? 50 : 5000),
      retryBaseMs: env.SEARCH_ENGINES_RETRY_MS ?? (env.NODE_ENV === 'test' ? 100 : 30_000),
    },
    resumeText: {
      extraction: env.RESUME_TEXT_EXTRACTION === 'on',
      pollMs: env.NODE_ENV === 'test' ? 200 : 10_000,
      timeLimitMs: 20_000,
      memoryLimitMb: 256,
    },
    candidateRetention: {
      months: env.CANDIDATE_RETENTION_MONTHS,
      checkEveryMs: env.NODE_ENV === 'test' ? 0 : 60 * 60_000,
    },
    benchFloorRoute: env.BENCH_FLOOR_ROUTE,
    // Failed logins are counted per account and per address; forms (signup, password reset,
    // applications, contact) per address. Generous for people, tight for scripts.
    limits: {
      loginFailuresPerAccount: env.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
      loginFailuresPerIp: env.RATE_LIMIT_LOGIN_FAILURES_PER_IP,
      loginWindowMs: 15 * 60 * 1000,
      formsPerIp: env.RATE_LIMIT_FORMS_PER_IP,
      formsWindowMs: 10 * 60 * 1000,
    },
  };
}
