import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.ts';
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

// `config` for a step that mails someone on the way (an erased candidate's interviews are
// called off with the client).
export type ErasureStep = (
  db: Kysely<Database>,
  user: UserRecord,
  config: AppConfig,
) => Promise<void>;
