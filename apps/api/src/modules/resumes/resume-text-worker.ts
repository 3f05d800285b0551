import { parentPort } from 'node:worker_threads';
import { extractResumeText, type ExtractedText } from './resume-text-extract.ts';

// The resume reader's thread (resume-text-reader.ts starts it with a heap limit and stops it
// after a time limit). It only parses bytes it is sent: no database, no files, so stopping it
// at any moment loses nothing.

export type ResumeTextRequest = { id: number; content: Uint8Array };
export type ResumeTextReply = { id: number; result: ExtractedText };

const port = parentPort;
if (!port) throw new Error('resume-text-worker.ts runs as a worker thread');

// PDF.js reports a damaged file's every quirk with console.log; a hostile file would fill
// the server's log. What went wrong is in the reply instead.
for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
  console[method] = () => undefined;
}

port.on('message', (request: ResumeTextRequest) => {
  extractResumeText(request.content)
    .catch((error: unknown): ExtractedText => ({
      status: 'unreadable',
      reason: error instanceof Error ? error.message.slice(0, 200) : 'the reader failed',
    }))
    .then((result) => {
      port.postMessage({ id: request.id, result } satisfies ResumeTextReply);
    })
    .catch(() => undefined);
});
