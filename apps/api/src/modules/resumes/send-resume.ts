import type { FastifyReply } from 'fastify';
import { contentDisposition } from './resume-file-type.ts';
import type { ResumeFile } from './resumes-repository.ts';

// Every resume download answers the same way: its stored type, a server-built RFC 6266 name
// (a PDF opens in the browser, Word files download), and no sniffing or caching.
export function sendResume(reply: FastifyReply, resume: ResumeFile): FastifyReply {
  return reply
    .header('content-type', resume.mimeType)
    .header(
      'content-disposition',
      contentDisposition(
        resume.mimeType === 'application/pdf' ? 'inline' : 'attachment',
        resume.fileName,
      ),
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(resume.content);
}
