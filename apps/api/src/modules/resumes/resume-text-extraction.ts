import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { syncCandidatesForResume } from '../candidates/candidate-sync.ts';
import {
  createResumeTextReader,
  type ResumeTextReader,
  type ResumeTextReaderLimits,
} from './resume-text-reader.ts';
import {
  claimPendingResume,
  countPendingResumes,
  giveUpAbandonedResumes,
  releaseResume,
  storeResumeText,
} from './resume-text-repository.ts';

// One pass over the pending resumes, shared by the server's background reader
// (plugins/resume-text-extractor.ts) and `npm run resumes:extract`: lease the newest pending
// resume, read it in the reader's thread, store its text or why it is unreadable, refresh
// the candidates it belongs to; until none is left, or the caller says stop.

export type ExtractionCounts = { readable: number; unreadable: number };

export type ExtractionOptions = {
  db: Kysely<Database>;
  reader: ResumeTextReader;
  // This process's lease owner id.
  owner: string;
  // Longer than the reader's time limit: only a reader that died loses its lease.
  leaseMs: number;
  log: { warn: (data: object, message: string) => void };
  // Asked before each file: the CLI's Ctrl-C, the server's shutdown.
  shouldStop?: () => boolean;
  // After each settled file.
  onSettled?: (status: 'readable' | 'unreadable', counts: ExtractionCounts) => void;
};

export async function extractPendingResumes(options: ExtractionOptions): Promise<ExtractionCounts> {
  const { db, reader, owner, log } = options;
  const counts: ExtractionCounts = { readable: 0, unreadable: 0 };

  // The candidate records are another module's; a failure there leaves the text stored and
  // is logged, never retried by reading the file again.
  const syncCandidates = async (resumeId: string) => {
    try {
      await syncCandidatesForResume(db, resumeId);
    } catch (error) {
      log.warn({ err: error, resumeId }, 'candidate sync after reading a resume failed');
    }
  };

  for (const id of await giveUpAbandonedResumes(db)) {
    counts.unreadable++;
    await syncCandidates(id);
    options.onSettled?.('unreadable', counts);
  }

  while (!options.shouldStop?.()) {
    const claimed = await claimPendingResume(db, owner, options.leaseMs);
    if (!claimed) break;
    const outcome = await reader.read(claimed.content);
    if (outcome.status === 'stopped') {
      await releaseResume(db, claimed.id, owner);
      break;
    }
    if (outcome.status === 'unreadable') {
      log.warn({ resumeId: claimed.id, reason: outcome.reason }, 'resume text unreadable');
    }
    if (await storeResumeText(db, claimed.id, owner, outcome)) {
      counts[outcome.status]++;
      await syncCandidates(claimed.id);
      options.onSettled?.(outcome.status, counts);
    }
  }
  return counts;
}

export type StoredResumesRun = ExtractionCounts & { total: number };

// `npm run resumes:extract`: reads every resume still pending with a reader of its own, and
// stops before the next file once `shouldStop` says so. Leases keep it off the files that
// running servers are reading; run again, it carries on with what is still pending.
export async function extractStoredResumes(options: {
  db: Kysely<Database>;
  limits: ResumeTextReaderLimits;
  log: ExtractionOptions['log'];
  shouldStop?: () => boolean;
  onStart?: (total: number) => void;
  onSettled?: ExtractionOptions['onSettled'];
}): Promise<StoredResumesRun> {
  const total = await countPendingResumes(options.db);
  options.onStart?.(total);
  if (total === 0) return { total, readable: 0, unreadable: 0 };
  const reader = createResumeTextReader(options.limits);
  try {
    const counts = await extractPendingResumes({
      db: options.db,
      reader,
      owner: randomUUID(),
      leaseMs: options.limits.timeLimitMs * 3,
      log: options.log,
      ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
      ...(options.onSettled ? { onSettled: options.onSettled } : {}),
    });
    return { total, ...counts };
  } finally {
    await reader.close();
  }
}
