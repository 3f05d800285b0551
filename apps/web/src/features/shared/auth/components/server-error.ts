import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client';

// The server's own words for a failure: its per-field messages when it rejected fields
// (they say what to fix, e.g. the password length), otherwise its `error` text. Undefined
// when there is no server text at all (no answer, or an answer we could not read).
export function serverErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === NETWORK_ERROR_STATUS) return undefined;
  const fieldMessages = Object.values(error.fieldErrors ?? {});
  return fieldMessages.length > 0 ? fieldMessages.join('; ') : error.message;
}

export function serverFieldErrors(error: unknown): Readonly<Record<string, string>> {
  return error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
}
