import { pathAfterLogin } from '@/features/auth/components/safe-next-path';
import { signInWithPasskey } from '@/features/passkeys/api/sign-in-with-passkey';
import { passkeysUsableHere } from '@/features/passkeys/utils/passkeys-usable';
import { loadDocument } from '@/lib/document-location';
import { announceSession } from '@/lib/session-announcement';
import { ISLAND_ATTRIBUTE, WAKE_ISLAND_EVENT } from '../island-names';

// The login page's passkeys in the email field's autofill (conditional mediation): the
// request must be pending before the person reaches the field, so it starts with the page,
// without waiting for the login island (which wakes when the person reaches for it). A
// passkey picked there signs in as "Sign in with a passkey" does; pressing that button
// starts a request of its own, which cancels this one (@simplewebauthn/browser allows one at a
// time). Where passkeys work, the login island wakes with the page too: its "Sign in with a
// passkey" button is drawn only where the browser can use one. `next`: the checked path the
// login was asked for on the way to, null when none.
export default function startPasskeyAutofill(
  _element: HTMLElement,
  { next }: { next?: string | null },
): void {
  if (!passkeysUsableHere()) return;
  document
    .querySelector(`[${ISLAND_ATTRIBUTE}="login"]`)
    ?.dispatchEvent(new Event(WAKE_ISLAND_EVENT));
  void (async () => {
    const { browserSupportsWebAuthnAutofill } = await import('@simplewebauthn/browser');
    if (!(await browserSupportsWebAuthnAutofill())) return;
    const user = await signInWithPasskey({ autofill: true });
    announceSession(user);
    loadDocument(pathAfterLogin(user, next ?? undefined));
  })().catch(() => {
    // A suggestion offered in the background that did not work out (cancelled by the
    // button, the page left, or refused by the browser) is no message for the visitor: the
    // button reports its own failures.
  });
}
