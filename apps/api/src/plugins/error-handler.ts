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

// Errors that mean "the database is not reachable right now" rather than "this request is
// wrong": connection refused or reset, the server shutting down or restarting, pool timeouts,
// SQLite's busy lock. They answer 503 so clients and load balancers retry later.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ERR_SQLITE_ERROR_BUSY',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|database is locked|Client has encountered a connection error|Connection ended unexpectedly/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = current.cause;
  }
  return false;
}

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
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        void reply
          .code(503)
          .header('retry-after', '5')
          .send({ error: 'The service is temporarily unavailable. Please try again in a moment.' });
        return;
      }
      // Internals stay in the log; the client learns only that it was our fault.
      request.log.error({ err: error }, 'request failed');
      void reply.code(statusCode >= 500 ? statusCode : 500).send({ error: MESSAGES.serverError });
    });
  },
  { name: 'error-handler' },
);
