import { extractResumeText, type ExtractedText } from './resume-text-extract.ts';

// The resume reader's process (resume-text-reader.ts forks it with a heap limit and kills it
// after a time limit). It only parses bytes it is sent: no database, no files, so stopping it
// at any moment loses nothing.

export type ResumeTextRequest = { id: number; content: Uint8Array };
export type ResumeTextReply = { id: number; result: ExtractedText };
// `ready` once the parsers are loaded: the reader's time limit starts then.
export type ResumeTextMessage = ResumeTextReply | { ready: true };

if (!process.send)
  throw new Error('resume-text-worker.ts runs as a child process with an IPC channel');
// A reply to a server that has gone is dropped.
const reply = (message: ResumeTextMessage) => {
  if (process.connected) process.send?.(message);
};

// PDF.js reports a damaged file's every quirk with console.log; a hostile file would fill
// the server's log. What went wrong is in the reply instead.
for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
  console[method] = () => undefined;
}

process.on('message', (request: ResumeTextRequest) => {
  extractResumeText(request.content)
    .catch((error: unknown): ExtractedText => ({
      status: 'unreadable',
      reason: error instanceof Error ? error.message.slice(0, 200) : 'the reader failed',
    }))
    .then((result) => {
      reply({ id: request.id, result });
    })
    .catch(() => undefined);
});
// The server went away: nothing is left to read for.
process.on('disconnect', () => {
  process.exit(0);
});
// The parsers are loaded before the reader is told it may start its clock: under load their
// loading alone can take seconds, which is no file's fault.
await Promise.all([import('unpdf'), import('mammoth'), import('word-extractor')]);
reply({ ready: true });
