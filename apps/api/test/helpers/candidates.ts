import { tmpdir } from 'node:os';
import { expect } from 'vitest';
import { syncCandidatesForResume } from '../../src/modules/candidates/candidate-sync.ts';
import { pdfFile } from './fixtures.ts';
import { testConfig, useTestApp, type TestAppContext } from './test-app.ts';
import { TestClient } from './test-client.ts';

// The talent pool's tests apply many times from one address (the form limit is per address)
// and write resume texts themselves: reading them is the resume-text module's, tested there,
// so its background reader stays off here.
export function useCandidateTestApp(): TestAppContext {
  const defaults = testConfig({
    url: 'sqlite::memory:',
    dialect: 'sqlite',
    searchPath: undefined,
    dataDir: tmpdir(),
    cleanup: () => Promise.resolve(),
  });
  return useTestApp({
    limits: { ...defaults.limits, formsPerIp: 10_000 },
    resumeText: { ...defaults.resumeText, extraction: false },
  });
}

export type Applicant = { firstName: string; lastName: string; email: string; jobId: string };

// Applies through the public form; returns the stored application's id and resume id.
export async function apply(
  t: TestAppContext,
  applicant: Applicant,
  client: TestClient = new TestClient(t.app),
): Promise<{ applicationId: string; resumeId: string }> {
  const response = await client.multipart('POST', '/api/email/quick-apply', applicant, pdfFile());
  expect(response.statusCode, response.body).toBe(201);
  const row = await t.app.db
    .selectFrom('applications')
    .select(['id', 'resume_id'])
    .where('email', '=', applicant.email.trim().toLowerCase())
    .where('job_id', '=', applicant.jobId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { applicationId: row.id, resumeId: row.resume_id ?? '' };
}

// What the resume-text reader does once it has read a file: store the text, then refresh
// the candidates it belongs to.
export async function readResumeText(
  t: TestAppContext,
  resumeId: string,
  text: string | null,
): Promise<void> {
  await t.app.db
    .updateTable('resumes')
    .set({ text, text_status: text === null ? 'unreadable' : 'readable' })
    .where('id', '=', resumeId)
    .execute();
  await syncCandidatesForResume(t.app.db, resumeId);
}

export async function candidateIdOf(t: TestAppContext, email: string): Promise<string> {
  const row = await t.app.db
    .selectFrom('candidates')
    .select('id')
    .where('email_key', '=', email.trim().toLowerCase())
    .executeTakeFirstOrThrow();
  return row.id;
}
