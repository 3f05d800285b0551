import { UNKNOWN_FIELD } from '@staffing/shared/api-error';
import { MESSAGES } from '@staffing/shared/messages';

// One factory per error the API can answer with. Routes throw these; the error handler
// turns them into `{ error, fieldErrors? }` with the status they carry.
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    options: { fieldErrors?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, message, fieldErrors ? { fieldErrors } : {});

// The first field's message leads, unless fields were refused as unknown: those are named,
// since a client that sent them needs to know which.
export const validationFailed = (fieldErrors: Record<string, string>) => {
  const unknown = Object.keys(fieldErrors).filter((key) => fieldErrors[key] === UNKNOWN_FIELD);
  const message =
    unknown.length > 0
      ? `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`
      : (Object.values(fieldErrors)[0] ?? MESSAGES.validationFailed);
  return new HttpError(400, message, { fieldErrors });
};

export const unauthorized = (message: string = MESSAGES.notLoggedIn) => new HttpError(401, message);

export const forbidden = (message: string = MESSAGES.adminOnly) => new HttpError(403, message);

export const csrfRejected = () => new HttpError(403, MESSAGES.csrfRejected);

export const notFound = (message: string) => new HttpError(404, message);

export const conflict = (message: string) => new HttpError(409, message);

export const payloadTooLarge = (message: string = MESSAGES.fileTooLarge) =>
  new HttpError(413, message);

export const unsupportedMediaType = (message: string) => new HttpError(415, message);

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, MESSAGES.tooManyRequests, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

export const serviceUnavailable = (message: string) => new HttpError(503, message);
