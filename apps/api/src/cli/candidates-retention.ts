import { parseArgs } from 'node:util';
import {
  countCandidatesPastRetention,
  eraseCandidatesPastRetention,
  retentionCutoff,
} from '../modules/candidates/candidate-retention.ts';
import { openCliDatabase } from './cli-context.ts';

// `npm run candidates:retention [-- --dry-run]`: erases now the candidates without an account
// inactive for longer than CANDIDATE_RETENTION_MONTHS, the same run the servers make daily,
// and logs it in the activity log. --dry-run only prints how many would go. Safe beside
// running servers.
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { 'dry-run': { type: 'boolean', default: false } },
});

const { config, handle } = await openCliDatabase();
try {
  const { months } = config.candidateRetention;
  if (months <= 0) {
    console.log(
      'Candidate retention is off (CANDIDATE_RETENTION_MONTHS is 0 or off): nothing to do.',
    );
  } else if (values['dry-run']) {
    const cutoff = retentionCutoff(months);
    const count = await countCandidatesPastRetention(handle.db, cutoff);
    console.log(
      `${count} candidate${count === 1 ? '' : 's'} without an account, last active before ${cutoff} ` +
        `(${months} months ago), would be erased. Nothing was changed.`,
    );
  } else {
    const run = await eraseCandidatesPastRetention({
      db: handle.db,
      config,
      dialect: handle.dialect,
      months,
      source: 'cli',
    });
    console.log(
      `${run.erased} candidate${run.erased === 1 ? '' : 's'} without an account, last active before ` +
        `${run.cutoff}, erased.`,
    );
  }
} finally {
  await handle.destroy();
}
