import cliProgress from 'cli-progress';
import { extractStoredResumes } from '../modules/resumes/resume-text-extraction.ts';
import { openCliDatabase } from './cli-context.ts';

// `npm run resumes:extract`: reads the text of every resume still pending (those stored
// before text was read, or while it was switched off), the same reading the servers do after
// each upload. Safe beside running servers (leases). Ctrl-C finishes the file being read and
// stops; run again, it carries on with what is left.
const { config, handle } = await openCliDatabase();
const interactive = process.stdout.isTTY;
let stopping = false;
let bar: cliProgress.SingleBar | undefined;
let total = 0;
let done = 0;
const notes: string[] = [];

process.on('SIGINT', () => {
  if (stopping) process.exit(130);
  stopping = true;
  const message = 'Stopping after the file being read (Ctrl-C again to quit at once)…';
  if (bar) notes.push(message);
  else console.error(message);
});

try {
  const result = await extractStoredResumes({
    db: handle.db,
    limits: config.resumeText,
    // Unreadable files are counted in the summary; anything else is shown after the bar.
    log: {
      warn: (data, message) => {
        if (message !== 'resume text unreadable') notes.push(`${message} ${JSON.stringify(data)}`);
      },
    },
    shouldStop: () => stopping,
    onStart: (count) => {
      total = count;
      if (count === 0) return;
      console.log(`Resumes waiting for their text to be read: ${count}.`);
      if (interactive) {
        bar = new cliProgress.SingleBar(
          {
            format: '{bar} {value}/{total} read | {readable} readable, {unreadable} unreadable',
            hideCursor: true,
          },
          cliProgress.Presets.shades_classic,
        );
        bar.start(count, 0, { readable: 0, unreadable: 0 });
      }
    },
    onSettled: (_status, counts) => {
      done++;
      if (bar) {
        bar.setTotal(Math.max(total, done));
        bar.update(done, counts);
      } else if (done % 25 === 0 || done === total) {
        console.log(
          `${done}/${total} read (${counts.readable} readable, ${counts.unreadable} unreadable)`,
        );
      }
    },
  });
  bar?.stop();
  for (const note of notes.slice(0, 20)) console.error(note);
  if (notes.length > 20) console.error(`…and ${notes.length - 20} more messages.`);
  if (result.total === 0) {
    console.log('No resume is waiting for its text to be read.');
  } else {
    const left = Math.max(0, result.total - result.readable - result.unreadable);
    console.log(
      `Resume text: ${result.readable} readable, ${result.unreadable} unreadable` +
        (left > 0 ? `; ${left} still pending (run again to carry on).` : '.'),
    );
  }
} finally {
  bar?.stop();
  await handle.destroy();
}
