import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import { MESSAGES } from '@staffing/shared/messages';
import { ApiError } from '@/lib/api-client';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import { passkeysUsableHere } from '../utils/passkeys-usable';

const noSubscription = () => () => undefined;

// Whether this browser can use passkeys here at all. True while rendering on the server and
// during hydration: the login page's HTML offers "Sign in with a passkey" (hidden without
// scripts by its `needs-script` class), so the button is there before its island wakes, and
// the page's script takes it away at once where the browser turns out to lack passkeys
// (public/behaviours/passkey-autofill.ts); once live, the island draws it only where they work.
export function usePasskeySupport(): boolean {
  return useSyncExternalStore(noSubscription, passkeysUsableHere, () => true);
}

// What to tell the person when a passkey ceremony fails, in the page's language: the
// server's words, or what the browser's refusal means in plain terms.
export function passkeyErrorText(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError) return sharedTextIn(i18n, error.message);
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return i18n._(msg`The passkey request was cancelled or timed out.`);
  }
  if (name === 'InvalidStateError') return sharedTextIn(i18n, MESSAGES.passkeyAlreadyAdded);
  if (name === 'SecurityError') return i18n._(msg`This site cannot use passkeys at this address.`);
  return sharedTextIn(i18n, MESSAGES.passkeyRejected);
}
