import type { FastifyRequest } from 'fastify';
import { RESUME_MIME_TYPES } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { badRequest } from '../../lib/http-errors.ts';
import type { ResumeFile } from './resumes-repository.ts';
import { detectResumeKind, normalizeResumeName } from './resume-file-type.ts';

export type MultipartForm = {
  fields: Record<string, string>;
  resume: ResumeFile | undefined;
};

// Reads a multipart form whose only file is `resume`. The size limit (5,242,880 bytes) is
// enforced by the multipart parser while the file streams in, which raises a 413 the moment
// it is passed; the type is decided from the content afterwards.
export async function readResumeForm(
  request: FastifyRequest,
  options: { resumeNameField?: string } = {},
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw badRequest('Send this form as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let upload: { fileName: string; bytes: Buffer } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'resume' && (bytes.length > 0 || part.filename)) {
        upload = { fileName: part.filename, bytes };
      }
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }

  if (!upload || (upload.bytes.length === 0 && !upload.fileName)) {
    return { fields, resume: undefined };
  }
  if (upload.bytes.length === 0) {
    throw badRequest(MESSAGES.resumeRequired, { resume: MESSAGES.resumeRequired });
  }
  const kind = detectResumeKind(upload.bytes);
  if (!kind) {
    throw badRequest(MESSAGES.resumeWrongType, { resume: MESSAGES.resumeWrongType });
  }
  const givenName = fields[options.resumeNameField ?? 'resumeName']?.trim();
  const displayName = givenName !== undefined && givenName !== '' ? givenName : upload.fileName;
  return {
    fields,
    resume: {
      fileName: normalizeResumeName(displayName, kind),
      mimeType: RESUME_MIME_TYPES[kind],
      content: upload.bytes,
    },
  };
}
