import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MESSAGES } from '@staffing/shared/messages';

// The spec's shared texts (packages/shared/src/messages.ts, which the API sends too) as the
// web app's catalogue entries, so a Spanish page shows them in Spanish. Each English text is
// the shared one word for word (shared-messages.test.ts holds them to it).
export const SHARED_MESSAGES = {
  notFoundPage: msg`Page not found. Please check the URL and try again.`,
  jobNotFound: msg`Job not found`,
  loading: msg`Loading...`,
  resetLinkInvalid: msg`This password reset link is invalid or has expired.`,
  positionClosed: msg`This position is no longer accepting applications`,
} satisfies Partial<Record<keyof typeof MESSAGES, MessageDescriptor>>;

// The spec's fixed phrases (packages/shared/src/constants.ts), the same way.
export const SHARED_PHRASES = {
  PHONE_HOURS: msg`9AM–5PM Central Time`,
} as const;
