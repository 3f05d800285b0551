import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../create-database.ts';
import { columnTypes, type Migration } from '../migration-types.ts';

// The talent pool: one candidate per person, keyed by the normalised email (trimmed,
// lower-case), gathering their applications, account, resumes, tags and notes
// (modules/candidates). The row also carries a denormalised search document (names, email,
// phone, the distinct titles applied to, the newest resume's text) kept by
// modules/candidates/candidate-sync.ts, indexed by FTS5 on SQLite (an external-content table
// kept by triggers, as jobs_fts) and by a generated weighted tsvector with a GIN index on
// PostgreSQL. The industries applied to are rows of candidate_industries, for the filter.
//
// Existing applications and job-seeker accounts are gathered here. Resume texts are read
// after this migration (0060 starts every resume pending), and each read refreshes its
// candidates, so phone and place are filled in then.

// The search document's columns, in FTS5 column order (bm25 weights in sqlite-candidate-search.ts).
const FTS_COLUMNS = 'first_name, last_name, email, phone, phone_digits, job_titles, resume_text';
const NEW_FTS_VALUES = FTS_COLUMNS.split(', ')
  .map((column) => `new.${column}`)
  .join(', ');
const OLD_FTS_VALUES = FTS_COLUMNS.split(', ')
  .map((column) => `old.${column}`)
  .join(', ');

// A random (version 4) UUID written by the database, so the backfill is one statement per
// step however many people it finds.
function uuidExpression(dialect: DialectName) {
  if (dialect === 'postgres') return sql`gen_random_uuid()::text`;
  return sql`lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4'
    || substr(lower(hex(randomblob(2))), 2) || '-'
    || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2)
    || '-' || lower(hex(randomblob(6)))`;
}

// Punctuation becomes space before PostgreSQL's parser sees the text, so an address
// (jane.doe@example.com) or a phone number (555-123-4567) is words as FTS5's tokenizer and
// searchTokens() cut them, not one email token or signed numbers.
const words = (column: string) =>
  `regexp_replace(coalesce(${column}, ''), '[[:punct:]]+', ' ', 'g')`;

// Names, address and phone weigh most, then the titles applied to, then the resume. The
// text search configuration is a parameter since 20261126-0070 rebuilt the column with one
// that keeps every word.
export function candidateSearchVector(configuration: string): string {
  const vector = (text: string, weight: string) =>
    `setweight(to_tsvector('${configuration}', ${text}), '${weight}')`;
  return [
    vector(words('first_name'), 'A'),
    vector(words('last_name'), 'A'),
    vector(words('email'), 'A'),
    vector(words('phone'), 'A'),
    vector(`coalesce(phone_digits, '')`, 'A'),
    vector(words('job_titles'), 'B'),
    vector(words('resume_text'), 'D'),
  ].join(' || ');
}

async function backfill(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const uuid = uuidExpression(dialect);
  // Every job-seeker account is a candidate; its names are the account's.
  await sql`insert into candidates
      (id, email_key, email, first_name, last_name, user_id, created_at, last_activity_at)
    select ${uuid}, lower(trim(email)), email, first_name, last_name, id, created_at, created_at
    from users where role = 'user'`.execute(db);
  // Everyone else who applied: one candidate per address, named as in their newest application.
  // Applications sent signed in belong to the account's candidate, whatever address they gave.
  await sql`insert into candidates
      (id, email_key, email, first_name, last_name, user_id, created_at, last_activity_at)
    select ${uuid}, email_key, email, first_name, last_name, null, first_at, last_at
    from (
      select lower(trim(a.email)) as email_key, a.email, a.first_name, a.last_name,
        min(a.created_at) over (partition by lower(trim(a.email))) as first_at,
        max(a.created_at) over (partition by lower(trim(a.email))) as last_at,
        row_number() over (
          partition by lower(trim(a.email)) order by a.created_at desc, a.id desc
        ) as position
      from applications a
      where a.email <> ''
        and not exists (select 1 from candidates c where c.user_id = a.user_id)
    ) newest
    where position = 1
      and not exists (select 1 from candidates c where c.email_key = newest.email_key)`.execute(db);
  await sql`update applications set candidate_id = coalesce(
      (select c.id from candidates c where c.user_id = applications.user_id),
      (select c.id from candidates c where c.email_key = lower(trim(applications.email)))
    ) where email <> ''`.execute(db);

  const titles =
    dialect === 'postgres'
      ? sql`(select string_agg(job_title, E'\n' order by at desc, job_title)
          from (select job_title, max(created_at) as at from applications
            where candidate_id = candidates.id group by job_title) titles)`
      : sql`(select group_concat(job_title, char(10) order by at desc, job_title)
          from (select job_title, max(created_at) as at from applications
            where candidate_id = candidates.id group by job_title) titles)`;
  await sql`update candidates set
      application_count = (select count(*) from applications a where a.candidate_id = candidates.id),
      latest_status = (select a.status from applications a where a.candidate_id = candidates.id
        order by a.created_at desc, a.id desc limit 1),
      created_at = coalesce((select min(a.created_at) from applications a
        where a.candidate_id = candidates.id and a.created_at < candidates.created_at),
        candidates.created_at),
      last_activity_at = coalesce((select max(a.created_at) from applications a
        where a.candidate_id = candidates.id and a.created_at > candidates.last_activity_at),
        candidates.last_activity_at),
      job_titles = coalesce(${titles}, ''),
      resume_id = (select r.id from resumes r where r.id in (
          select a.resume_id from applications a where a.candidate_id = candidates.id
          union all select u.resume_id from users u where u.id = candidates.user_id
        ) order by r.created_at desc, r.id desc limit 1)`.execute(db);
  await sql`update candidates set
      resume_readable = coalesce((select case when r.text_status = 'readable' then 1 else 0 end
        from resumes r where r.id = candidates.resume_id), 0),
      resume_text = (select case when r.text_status = 'readable' then substr(r.text, 1, 100000) end
        from resumes r where r.id = candidates.resume_id)
    where resume_id is not null`.execute(db);
  await sql`insert into candidate_industries (candidate_id, industry)
    select distinct a.candidate_id, j.industry from applications a join jobs j on j.id = a.job_id
    where a.candidate_id is not null`.execute(db);
}

export const migration: Migration = {
  analyzes: ['candidates', 'candidate_industries', 'applications'],
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('candidates')
      // `seq` is the FTS5 rowid (stable across VACUUM); `id` is the public identifier.
      .addColumn('seq', dialect === 'postgres' ? 'bigint' : 'integer', (c) =>
        dialect === 'postgres' ? c.generatedByDefaultAsIdentity().primaryKey() : c.primaryKey(),
      )
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('email_key', 'text', (c) => c.notNull().unique())
      // As last given (the key is what matches).
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('last_activity_at', t.timestamp, (c) => c.notNull())
      .addColumn('latest_status', 'text')
      .addColumn('application_count', 'integer', (c) => c.notNull().defaultTo(0))
      // The newest resume (an application's or the account's), whatever its text status.
      .addColumn('resume_id', 'text')
      .addColumn('resume_readable', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('phone', 'text')
      .addColumn('phone_digits', 'text')
      .addColumn('city', 'text')
      .addColumn('city_key', 'text')
      .addColumn('region', 'text')
      // 1 once staff set the phone / the place: a resume read later no longer overwrites it.
      .addColumn('phone_from_staff', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('place_from_staff', 'integer', (c) => c.notNull().defaultTo(0))
      // The distinct titles applied to, newest first, one per line.
      .addColumn('job_titles', 'text', (c) => c.notNull().defaultTo(''))
      // Last, so a list reading the other columns never touches its overflow pages (SQLite).
      .addColumn('resume_text', 'text')
      .execute();
    // The list's default order, and each filter walked in that order.
    await db.schema
      .createIndex('candidates_activity_idx')
      .on('candidates')
      .columns(['last_activity_at', 'id'])
      .execute();
    await db.schema
      .createIndex('candidates_status_activity_idx')
      .on('candidates')
      .columns(['latest_status', 'last_activity_at', 'id'])
      .execute();
    await db.schema
      .createIndex('candidates_region_activity_idx')
      .on('candidates')
      .columns(['region', 'last_activity_at', 'id'])
      .execute();
    await db.schema
      .createIndex('candidates_city_idx')
      .on('candidates')
      .columns(['city_key', 'region'])
      .execute();
    await db.schema
      .createIndex('candidates_readable_activity_idx')
      .on('candidates')
      .columns(['resume_readable', 'last_activity_at', 'id'])
      .execute();
    await db.schema.createIndex('candidates_user_idx').on('candidates').column('user_id').execute();
    await db.schema
      .createIndex('candidates_resume_idx')
      .on('candidates')
      .column('resume_id')
      .execute();

    await db.schema
      .createTable('candidate_industries')
      .addColumn('candidate_id', 'text', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('industry', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('candidate_industries_pk', ['candidate_id', 'industry'])
      .execute();
    await db.schema
      .createIndex('candidate_industries_industry_idx')
      .on('candidate_industries')
      .columns(['industry', 'candidate_id'])
      .execute();

    await db.schema
      .createTable('candidate_tags')
      .addColumn('candidate_id', 'text', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('tag', 'text', (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addPrimaryKeyConstraint('candidate_tags_pk', ['candidate_id', 'tag'])
      .execute();
    await db.schema
      .createIndex('candidate_tags_tag_idx')
      .on('candidate_tags')
      .columns(['tag', 'candidate_id'])
      .execute();

    // The author's name is kept as written then, so a note still reads right after their
    // account goes (as application_events does).
    await db.schema
      .createTable('candidate_notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('candidate_id', 'text', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('author_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('candidate_notes_candidate_idx')
      .on('candidate_notes')
      .columns(['candidate_id', 'created_at'])
      .execute();

    await db.schema
      .alterTable('applications')
      .addColumn('candidate_id', 'text', (c) => c.references('candidates.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('applications_candidate_idx')
      .on('applications')
      .columns(['candidate_id', 'created_at'])
      .execute();
    // A candidate's timeline lists the mail sent to them; account deletion removes it.
    await db.schema
      .createIndex('email_outbox_to_address_idx')
      .on('email_outbox')
      .column('to_address')
      .execute();

    await backfill(db, dialect);

    if (dialect === 'sqlite') {
      // Created after the backfill, then built once from the rows it wrote.
      await sql
        .raw(
          `create virtual table candidates_fts using fts5(
            ${FTS_COLUMNS},
            content='candidates', content_rowid='seq',
            tokenize='porter unicode61 remove_diacritics 2'
          )`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger candidates_fts_after_insert after insert on candidates begin
            insert into candidates_fts(rowid, ${FTS_COLUMNS}) values (new.seq, ${NEW_FTS_VALUES});
          end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger candidates_fts_after_delete after delete on candidates begin
            insert into candidates_fts(candidates_fts, rowid, ${FTS_COLUMNS})
            values ('delete', old.seq, ${OLD_FTS_VALUES});
          end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger candidates_fts_after_update after update of ${FTS_COLUMNS} on candidates begin
            insert into candidates_fts(candidates_fts, rowid, ${FTS_COLUMNS})
            values ('delete', old.seq, ${OLD_FTS_VALUES});
            insert into candidates_fts(rowid, ${FTS_COLUMNS}) values (new.seq, ${NEW_FTS_VALUES});
          end`,
        )
        .execute(db);
      await sql`insert into candidates_fts(candidates_fts) values ('rebuild')`.execute(db);
      return;
    }
    await sql
      .raw(
        `alter table candidates add column search_vector tsvector
        generated always as (${candidateSearchVector('english')}) stored`,
      )
      .execute(db);
    await sql`create index candidates_search_vector_idx on candidates using gin (search_vector)`.execute(
      db,
    );
  },
};
