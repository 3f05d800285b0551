import { useSyncExternalStore } from 'react';
import { MESSAGES } from '@staffing/shared/messages';
import { ApiError } from '@/lib/api-client';
import { passkeysUsableHere } from '../utils/passkeys-usable';

const noSubscription = () => () => undefined;

// Whether this browser can use passkeys here at all. False while rendering on the server and
// during hydration, so the page's HTML never offers what the browser turns out to lack.
export function usePasskeySupport(): boolean {
  return useSyncExternalStore(noSubscription, passkeysUsableHere, () => false);
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
