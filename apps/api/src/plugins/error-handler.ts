import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@staffing/shared/messages';
import { HttpError } from '../lib/http-errors.ts';

// Fastify and its plugins raise errors with codes; these are the client errors worth a
// sentence a person can read. Anything else under 500 keeps Fastify's own message.
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_REQ_FILE_TOO_LARGE: MESSAGES.fileTooLarge,
  FST_PARTS_LIMIT: 'Too many form fields.',
  FST_FILES_LIMIT: 'Only one file can be uploaded.',
  FST_FIELDS_LIMIT: 'Too many form fields.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not a multipart form.',
  FST_ERR_VALIDATION: MESSAGES.validationFailed,
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as FastifyError).statusCode === 'number';
}

export default fp(
  (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof HttpError) {
        void reply
          .code(error.statusCode)
          .headers(error.headers)
          .send(
            error.fieldErrors
              ? { error: error.message, fieldErrors: error.fieldErrors }
              : { error: error.message },
          );
        return;
      }
      const statusCode = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
      if (statusCode >= 400 && statusCode < 500) {
        const code = isFastifyError(error) ? error.code : '';
        const message =
          statusCode === 429
            ? MESSAGES.tooManyRequests
            : (CLIENT_ERROR_MESSAGES[code] ?? (error as Error).message);
        request.log.info({ code, statusCode }, 'client error');
        void reply.code(statusCode).send({ error: message });
        return;
      }
      // Internals stay in the log; the client learns only that it was our fault.
      request.log.error({ err: error }, 'request failed');
      void reply.code(statusCode >= 500 ? statusCode : 500).send({ error: MESSAGES.serverError });
    });
  },
  { name: 'error-handler' },
);
