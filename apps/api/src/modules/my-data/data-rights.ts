import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UserRecord } from '../users/users-repository.ts';

// What a feature that keeps personal data provides for the right of access and the right to
// erasure: the list of both (my-data.ts) and the features' own entries (candidate-data.ts)
// import these shapes from here, so neither file imports the other back.

export type ExportFile = { path: string; content: Uint8Array };

export type ExportSection = {
  // The key of this section in my-data.json.
  key: string;
  collect: (
    db: Kysely<Database>,
    user: UserRecord,
  ) => Promise<{ data: unknown; files?: ExportFile[] }>;
};

export type ErasureStep = (db: Kysely<Database>, user: UserRecord) => Promise<void>;
