import { useSyncExternalStore } from 'react';
import { MESSAGES } from '@staffing/shared/messages';
import { ApiError } from '@/lib/api-client';
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

// What to tell the person when a passkey ceremony fails: the server's words, or what the
// browser's refusal means in plain terms.
export function passkeyErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'The passkey request was cancelled or timed out.';
  }
  if (name === 'InvalidStateError') return MESSAGES.passkeyAlreadyAdded;
  if (name === 'SecurityError') return 'This site cannot use passkeys at this address.';
  return MESSAGES.passkeyRejected;
}
