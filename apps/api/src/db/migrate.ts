import { sql, type Kysely } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import type { DialectName } from './create-database.ts';
import type { Migration } from './migration-types.ts';
import { migration as initialSchema } from './migrations/20261121-0001-initial-schema.ts';
import { migration as jobsSearch } from './migrations/20261121-0002-jobs-search.ts';
import { migration as openJobsIndexes } from './migrations/20261121-0003-open-jobs-indexes.ts';
import { migration as openJobCounts } from './migrations/20261121-0004-open-job-counts.ts';
import { migration as jobFacts } from './migrations/20261122-0005-job-facts.ts';
import { migration as emailVerification } from './migrations/20261122-0010-email-verification.ts';
import { migration as savedJobs } from './migrations/20261122-0011-saved-jobs.ts';
import { migration as applicationPipeline } from './migrations/20261122-0012-application-pipeline.ts';
import { migration as emailOutboxHeaders } from './migrations/20261122-0020-email-outbox-headers.ts';
import { migration as jobAlerts } from './migrations/20261122-0021-job-alerts.ts';
import { migration as openJobFacetCounts } from './migrations/20261123-0030-open-job-facet-counts.ts';
import { migration as searchFilterIndex } from './migrations/20261123-0031-search-filter-index.ts';
import { migration as coveringFactIndexes } from './migrations/20261123-0032-covering-fact-indexes.ts';
import { migration as searchFilterTerms } from './migrations/20261124-0033-search-filter-terms.ts';
import { migration as sessionsYouCanSee } from './migrations/20261125-0040-sessions-you-can-see.ts';
import { migration as twoFactorSignIn } from './migrations/20261125-0041-two-factor-sign-in.ts';
import { migration as feedDocuments } from './migrations/20261125-0050-feed-documents.ts';
import { migration as searchEngineNotifications } from './migrations/20261125-0051-search-engine-notifications.ts';
import { migration as passkeys } from './migrations/20261125-0042-passkeys.ts';
import { migration as screeningQuestions } from './migrations/20261125-0062-screening-questions.ts';
import { migration as resumeText } from './migrations/20261125-0060-resume-text.ts';
import { migration as candidates } from './migrations/20261125-0061-candidates.ts';
import { migration as facetCountsPerStatement } from './migrations/20261125-0063-facet-counts-per-statement.ts';
import { migration as candidateSearchEveryWord } from './migrations/20261126-0070-candidate-search-every-word.ts';
import { migration as jobOrders } from './migrations/20261127-0080-job-orders.ts';
import { migration as clientCompanies } from './migrations/20261127-0081-client-companies.ts';
import { migration as shortlists } from './migrations/20261127-0082-shortlists.ts';
import { migration as clientDecisions } from './migrations/20261127-0083-client-decisions.ts';
import { migration as emailOutboxAttachments } from './migrations/20261127-0084-email-outbox-attachments.ts';
import { migration as placements } from './migrations/20261127-0085-placements.ts';
import { migration as interviews } from './migrations/20261127-0086-interviews.ts';
import { migration as orderBoardIndexes } from './migrations/20261127-0087-order-board-indexes.ts';
import { migration as candidateMailAndMergedLinks } from './migrations/20261128-0090-candidate-mail-and-merged-links.ts';
import { migration as applicationLanguage } from './migrations/20261128-0091-application-language.ts';
import { migration as accountLanguage } from './migrations/20261128-0092-account-language.ts';
import { migration as jobSpanishVersions } from './migrations/20261128-0093-job-spanish-versions.ts';
import { migration as candidateLanguage } from './migrations/20261128-0094-candidate-language.ts';
import { migration as feedDocumentBytesLast } from './migrations/20261128-0095-feed-document-bytes-last.ts';
import { migration as interviewDays } from './migrations/20261128-0096-interview-days.ts';
import { migration as staffLastSeen } from './migrations/20261128-0097-staff-last-seen.ts';
import { migration as staffSearch } from './migrations/20261128-0098-staff-search.ts';
import { migration as staffSearchStoredWords } from './migrations/20261128-0099-staff-search-stored-words.ts';
import type { Database } from './schema.ts';

// Listed explicitly rather than read from the folder so the bundle of migrations is fixed
// at build time and the order is visible in review.
const MIGRATIONS: Record<string, Migration> = {
  '20261121-0001-initial-schema': initialSchema,
  '20261121-0002-jobs-search': jobsSearch,
  '20261121-0003-open-jobs-indexes': openJobsIndexes,
  '20261121-0004-open-job-counts': openJobCounts,
  '20261122-0005-job-facts': jobFacts,
  '20261122-0010-email-verification': emailVerification,
  '20261122-0011-saved-jobs': savedJobs,
  '20261122-0012-application-pipeline': applicationPipeline,
  '20261122-0020-email-outbox-headers': emailOutboxHeaders,
  '20261122-0021-job-alerts': jobAlerts,
  '20261123-0030-open-job-facet-counts': openJobFacetCounts,
  '20261123-0031-search-filter-index': searchFilterIndex,
  '20261123-0032-covering-fact-indexes': coveringFactIndexes,
  '20261124-0033-search-filter-terms': searchFilterTerms,
  '20261125-0040-sessions-you-can-see': sessionsYouCanSee,
  '20261125-0041-two-factor-sign-in': twoFactorSignIn,
  '20261125-0050-feed-documents': feedDocuments,
  '20261125-0051-search-engine-notifications': searchEngineNotifications,
  '20261125-0042-passkeys': passkeys,
  '20261125-0062-screening-questions': screeningQuestions,
  '20261125-0060-resume-text': resumeText,
  '20261125-0061-candidates': candidates,
  '20261125-0063-facet-counts-per-statement': facetCountsPerStatement,
  '20261126-0070-candidate-search-every-word': candidateSearchEveryWord,
  '20261127-0080-job-orders': jobOrders,
  '20261127-0081-client-companies': clientCompanies,
  '20261127-0082-shortlists': shortlists,
  '20261127-0083-client-decisions': clientDecisions,
  '20261127-0084-email-outbox-attachments': emailOutboxAttachments,
  '20261127-0085-placements': placements,
  '20261127-0086-interviews': interviews,
  '20261127-0087-order-board-indexes': orderBoardIndexes,
  '20261128-0090-candidate-mail-and-merged-links': candidateMailAndMergedLinks,
  '20261128-0091-application-language': applicationLanguage,
  '20261128-0092-account-language': accountLanguage,
  '20261128-0093-job-spanish-versions': jobSpanishVersions,
  '20261128-0094-candidate-language': candidateLanguage,
  '20261128-0095-feed-document-bytes-last': feedDocumentBytesLast,
  '20261128-0096-interview-days': interviewDays,
  '20261128-0097-staff-last-seen': staffLastSeen,
  '20261128-0098-staff-search': staffSearch,
  '20261128-0099-staff-search-stored-words': staffSearchStoredWords,
};

// ANALYZE may run inside a transaction (VACUUM may not), so a migration's tables are analyzed
// before it commits.
async function analyzeTables(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await sql`analyze ${sql.table(table)}`.execute(db);
}

function providerFor(dialect: DialectName): MigrationProvider {
  return {
    getMigrations: () =>
      Promise.resolve(
        Object.fromEntries(
          Object.entries(MIGRATIONS).map(([name, migration]) => [
            name,
            {
              up: async (db: Kysely<unknown>) => {
                await migration.up(db, dialect);
                if (dialect === 'postgres') await analyzeTables(db, migration.analyzes ?? []);
              },
            },
          ]),
        ),
      ),
  };
}

// `upTo` stops after the named migration: tests of a data migration set the data up in the
// schema it will meet.
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
  upTo?: keyof typeof MIGRATIONS,
): Promise<string[]> {
  // On PostgreSQL the migration tables live in the schema the connection works in. Without
  // saying so, Kysely looks for them in every schema, and finds another schema's (several
  // databases in one server, the test suite's schema per file) instead of creating its own.
  const schema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: providerFor(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = upTo
    ? await migrator.migrateTo(upTo)
    : await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
