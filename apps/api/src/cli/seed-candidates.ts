import type { Insertable, Kysely } from 'kysely';
import type { ApplicationStatus } from '@staffing/shared/account-schemas';
import { INDUSTRIES, RESUME_MIME_TYPES, type Industry } from '@staffing/shared/constants';
import type {
  ApplicationEventsTable,
  ApplicationsTable,
  CandidatesTable,
  Database,
  ResumesTable,
} from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { phoneDigits, readPhone, readPlace } from '../modules/candidates/candidate-contact.ts';
import { cityKey } from '../modules/jobs/job-facts.ts';
import {
  pick,
  pickSome,
  resumeDocx,
  resumeText,
  seededRandom,
  type Random,
} from './demo-resumes.ts';

// `npm run db:seed -- --candidates N`: synthetic people for the talent pool's benchmarks and
// demos, written straight into the tables in batches (one transaction each) with every
// column the candidate sync would derive (latest status, titles, industries, phone and place
// read from the resume text, which is readable), so a run of 100,000 takes minutes, not the
// hours ten queries per person through refreshCandidate would. The full-text index follows
// by itself: SQLite's triggers fill candidates_fts, PostgreSQL's search_vector is a
// generated column. Addresses are at example.com/.net/.org, which never reach anyone.

const FIRST_NAMES = `
  Maria James Aaliyah Jose Emily Michael Sofia David Keisha Luis Hannah Robert Priya Carlos
  Olivia William Mei Darnell Grace Ahmed Isabella Tyrone Ana Kevin Fatima Brian Chloe Marcus
  Yesenia Eric Nadia Jamal Laura Diego Sarah Andre Linh Patrick Rosa Tomasz Jasmine Anthony
  Ebony Juan Megan Hector Amara Steven Lucia Omar
`
  .trim()
  .split(/\s+/u);
const LAST_NAMES = `
  Garcia Smith Johnson Nguyen Rodriguez Williams Brown Martinez Jones Lopez Davis Hernandez
  Wilson Patel Anderson Kowalski Thomas Kim Jackson Gonzalez White Harris Clark Lewis
  Robinson Walker Perez Young Allen Sanchez Wright Scott Torres Nowak Hill Flores Green
  Adams Baker Rivera Campbell Mitchell Carter Okafor Roberts Chen Murphy Reyes Cooper Ali
`
  .trim()
  .split(/\s+/u);
// City, state and an area code there (the 555-01xx numbers are reserved for fiction).
const PLACES = [
  ['Chicago', 'IL', '312'],
  ['Aurora', 'IL', '630'],
  ['Naperville', 'IL', '630'],
  ['Joliet', 'IL', '815'],
  ['Rockford', 'IL', '815'],
  ['Peoria', 'IL', '309'],
  ['Springfield', 'IL', '217'],
  ['Milwaukee', 'WI', '414'],
  ['Madison', 'WI', '608'],
  ['Green Bay', 'WI', '920'],
  ['Gary', 'IN', '219'],
  ['Indianapolis', 'IN', '317'],
  ['Fort Wayne', 'IN', '260'],
  ['Detroit', 'MI', '313'],
  ['Grand Rapids', 'MI', '616'],
  ['St. Louis', 'MO', '314'],
  ['Kansas City', 'MO', '816'],
  ['Minneapolis', 'MN', '612'],
  ['Des Moines', 'IA', '515'],
  ['Columbus', 'OH', '614'],
  ['Cleveland', 'OH', '216'],
  ['Cincinnati', 'OH', '513'],
  ['Louisville', 'KY', '502'],
  ['Nashville', 'TN', '615'],
  ['Dallas', 'TX', '214'],
  ['Houston', 'TX', '713'],
  ['San Antonio', 'TX', '210'],
  ['Phoenix', 'AZ', '602'],
  ['Denver', 'CO', '303'],
  ['Atlanta', 'GA', '404'],
  ['Charlotte', 'NC', '704'],
  ['Orlando', 'FL', '407'],
  ['Tampa', 'FL', '813'],
  ['Seattle', 'WA', '206'],
  ['Portland', 'OR', '503'],
  ['Salt Lake City', 'UT', '801'],
  ['Las Vegas', 'NV', '702'],
  ['Los Angeles', 'CA', '213'],
  ['San Diego', 'CA', '619'],
  ['Newark', 'NJ', '973'],
  ['Philadelphia', 'PA', '215'],
  ['Pittsburgh', 'PA', '412'],
] as const;
const DOMAINS = ['example.com', 'example.net', 'example.org'] as const;
// More warehouse and nursing people than anyone else, as at a general staffing agency.
const INDUSTRY_WEIGHTS: Industry[] = [
  'Drivers',
  'Drivers',
  'Drivers',
  'Healthcare',
  'Healthcare',
  'Healthcare',
  'Construction',
  'Construction',
  'ItTech',
  'Business',
  'Business',
];
// Most applications are still new or being looked at; few end in an offer.
const STATUS_WEIGHTS: ApplicationStatus[] = [
  'new',
  'new',
  'new',
  'new',
  'new',
  'new',
  'new',
  'new',
  'reviewing',
  'reviewing',
  'reviewing',
  'reviewing',
  'interview',
  'interview',
  'interview',
  'offer',
  'hired',
  'hired',
  'not-selected',
  'not-selected',
  'not-selected',
];
const TAGS: Record<Industry, string[]> = {
  Drivers: ['forklift', 'cdl-a', 'night shift', 'reach truck'],
  Healthcare: ['rn', 'bls', 'night shift', 'travel'],
  Construction: ['welding', 'osha 10', 'journeyman'],
  ItTech: ['react', 'remote', 'sql'],
  Business: ['excel', 'bilingual', 'quickbooks'],
};
const GENERAL_TAGS = ['rehire', 'top talent', 'available now'];
const SEED_SALT = 0x5eed;
const DAY_MS = 86_400_000;
// Within 20 months: older than the default retention of 24 months would be erased by the
// server's first daily run.
const SPAN_DAYS = 600;
// Rows per multi-row INSERT: under SQLite's 32,766 bound parameters at 13 columns.
const INSERT_CHUNK = 1000;

export type SeedJob = { id: string; title: string; industry: Industry };

type Batch = {
  resumes: Insertable<ResumesTable>[];
  candidates: Insertable<CandidatesTable>[];
  applications: Insertable<ApplicationsTable>[];
  events: Insertable<ApplicationEventsTable>[];
  industries: { candidate_id: string; industry: string }[];
  tags: { candidate_id: string; tag: string; created_at: string; created_by: null }[];
};

function phoneNumber(random: Random, areaCode: string): string {
  const line = `01${String(Math.floor(random() * 100)).padStart(2, '0')}`;
  switch (Math.floor(random() * 3)) {
    case 0:
      return `(${areaCode}) 555-${line}`;
    case 1:
      return `${areaCode}-555-${line}`;
    default:
      return `${areaCode}.555.${line}`;
  }
}

function emailAddress(random: Random, first: string, last: string, number: number): string {
  const domain = pick(random, DOMAINS);
  switch (Math.floor(random() * 3)) {
    case 0:
      return `${first}.${last}${number}@${domain}`.toLowerCase();
    case 1:
      return `${first.charAt(0)}${last}${number}@${domain}`.toLowerCase();
    default:
      return `${last}.${first}${number}@${domain}`.toLowerCase();
  }
}

// One person: a resume (DOCX and its read text), 1–3 applications to jobs of their industry
// with a status each (and the pipeline event that moved it), maybe a tag or two.
function addCandidate(
  batch: Batch,
  number: number,
  jobsByIndustry: Map<Industry, SeedJob[]>,
  allJobs: SeedJob[],
  now: number,
): void {
  const random = seededRandom(number * 2_654_435_761 + SEED_SALT);
  const firstName = pick(random, FIRST_NAMES);
  const lastName = pick(random, LAST_NAMES);
  const [city, region, areaCode] = pick(random, PLACES);
  const industry = pick(random, INDUSTRY_WEIGHTS);
  const email = emailAddress(random, firstName, lastName, number);
  const person = { firstName, lastName, email, phone: phoneNumber(random, areaCode), city, region };
  const text = resumeText(random, person, industry);

  const jobs = jobsByIndustry.get(industry) ?? allJobs;
  const count = 1 + Math.floor(random() * 3);
  const firstAt = now - Math.floor(random() * SPAN_DAYS * DAY_MS);
  const times = Array.from({ length: count }, (_, index) =>
    Math.min(now, firstAt + index * Math.floor(random() * 30 * DAY_MS)),
  );
  const candidateId = newId();
  const resumeId = newId();
  const content = resumeDocx(text, 1);
  const uploadedAt = new Date(firstAt).toISOString();
  batch.resumes.push({
    id: resumeId,
    owner_user_id: null,
    file_name: `${firstName}-${lastName}-resume.docx`,
    mime_type: RESUME_MIME_TYPES.docx,
    size_bytes: content.byteLength,
    content,
    created_at: uploadedAt,
    text,
    text_status: 'readable',
    text_read_at: uploadedAt,
  });

  const applied = pickSome(random, jobs, count).map((job, index) => ({
    job,
    at: new Date(times[index] ?? firstAt).toISOString(),
    status: pick(random, STATUS_WEIGHTS),
  }));
  for (const application of applied) {
    const applicationId = newId();
    batch.applications.push({
      id: applicationId,
      created_at: application.at,
      kind: 'job',
      job_id: application.job.id,
      job_title: application.job.title,
      first_name: firstName,
      last_name: lastName,
      email,
      user_id: null,
      resume_id: resumeId,
      status: application.status,
      answers: null,
      knocked_out: 0,
      candidate_id: candidateId,
    });
    if (application.status !== 'new') {
      batch.events.push({
        id: newId(),
        application_id: applicationId,
        created_at: new Date(Math.min(now, Date.parse(application.at) + 2 * DAY_MS)).toISOString(),
        actor_user_id: null,
        actor_name: 'Seeded recruiter',
        from_status: 'new',
        to_status: application.status,
        note: null,
      });
    }
  }
  // Newest first, as candidate-sync.ts keeps them.
  const newestFirst = [...applied].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const lastAt = newestFirst[0]?.at ?? uploadedAt;
  const phone = readPhone(text);
  const place = readPlace(text);
  batch.candidates.push({
    id: candidateId,
    email_key: email,
    email,
    first_name: firstName,
    last_name: lastName,
    user_id: null,
    created_at: uploadedAt,
    last_activity_at: lastAt > uploadedAt ? lastAt : uploadedAt,
    latest_status: newestFirst[0]?.status ?? null,
    application_count: applied.length,
    resume_id: resumeId,
    resume_readable: 1,
    phone,
    phone_digits: phoneDigits(phone),
    city: place?.city ?? null,
    city_key: cityKey(place?.city ?? null),
    region: place?.region ?? null,
    job_titles: [...new Set(newestFirst.map((entry) => entry.job.title))].join('\n'),
    resume_text: text,
  });
  for (const jobIndustry of new Set(applied.map((entry) => entry.job.industry))) {
    batch.industries.push({ candidate_id: candidateId, industry: jobIndustry });
  }
  const tagCount = random() < 0.35 ? 1 + Math.floor(random() * 2) : 0;
  const tags = pickSome(random, [...TAGS[industry], ...GENERAL_TAGS], tagCount);
  for (const tag of tags) {
    batch.tags.push({ candidate_id: candidateId, tag, created_at: lastAt, created_by: null });
  }
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insert(rows.slice(start, start + INSERT_CHUNK));
  }
}

// The jobs people apply to: the newest few thousand, by industry.
async function loadJobs(db: Kysely<Database>): Promise<SeedJob[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'title', 'industry'])
    .orderBy('seq', 'desc')
    .limit(5000)
    .execute();
  return rows.flatMap((row) => {
    const industry = INDUSTRIES.find((known) => known === row.industry);
    return industry ? [{ id: row.id, title: row.title, industry }] : [];
  });
}

export async function seedCandidates(options: {
  db: Kysely<Database>;
  total: number;
  batchSize: number;
  onProgress?: (done: number) => void;
}): Promise<{ candidates: number; applications: number }> {
  const { db, total } = options;
  const jobs = await loadJobs(db);
  if (jobs.length === 0) throw new Error('Candidates apply to jobs: seed some jobs first.');
  const jobsByIndustry = new Map<Industry, SeedJob[]>();
  for (const job of jobs) {
    const list = jobsByIndustry.get(job.industry) ?? [];
    list.push(job);
    jobsByIndustry.set(job.industry, list);
  }
  // Numbers in the addresses start past every stored candidate's sequence number, so a
  // second seed never repeats an address the first one stored.
  const highest = await db
    .selectFrom('candidates')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  const first = (highest?.seq ?? 0) + 1;
  const now = Date.now();
  let applications = 0;
  for (let done = 0; done < total;) {
    const size = Math.min(options.batchSize, total - done);
    const batch: Batch = {
      resumes: [],
      candidates: [],
      applications: [],
      events: [],
      industries: [],
      tags: [],
    };
    for (let index = 0; index < size; index++) {
      addCandidate(batch, first + done + index, jobsByIndustry, jobs, now);
    }
    await db.transaction().execute(async (trx) => {
      await insertChunked(batch.resumes, (rows) =>
        trx.insertInto('resumes').values(rows).execute(),
      );
      await insertChunked(batch.candidates, (rows) =>
        trx.insertInto('candidates').values(rows).execute(),
      );
      await insertChunked(batch.applications, (rows) =>
        trx.insertInto('applications').values(rows).execute(),
      );
      await insertChunked(batch.events, (rows) =>
        trx.insertInto('application_events').values(rows).execute(),
      );
      await insertChunked(batch.industries, (rows) =>
        trx.insertInto('candidate_industries').values(rows).execute(),
      );
      await insertChunked(batch.tags, (rows) =>
        trx.insertInto('candidate_tags').values(rows).execute(),
      );
    });
    applications += batch.applications.length;
    done += size;
    options.onProgress?.(done);
  }
  return { candidates: total, applications };
}

// The tables a candidate seed fills, for PostgreSQL's VACUUM ANALYZE afterwards.
export const CANDIDATE_SEED_TABLES = [
  'candidates',
  'candidate_industries',
  'candidate_tags',
  'applications',
  'application_events',
  'resumes',
] as const;
