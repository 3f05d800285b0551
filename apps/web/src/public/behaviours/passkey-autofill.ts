import { localeOfPath } from '@staffing/shared/i18n/locales';
import { pathAfterLogin } from '@/features/shared/auth/components/safe-next-path';
import { documentPathIn } from '@/lib/i18n/document-path';
import { signInWithPasskey } from '@/features/account/passkeys/api/sign-in-with-passkey';
import {
  PASSKEY_SIGN_IN_ATTRIBUTE,
  passkeysUsableHere,
} from '@/features/account/passkeys/utils/passkeys-usable';
import { loadDocument } from '@/lib/document-location';
import { announceSession } from '@/lib/session-announcement';

// The login page's passkeys in the email field's autofill (conditional mediation): the
// request must be pending before the person reaches the field, so it starts with the page,
// without waiting for the login island (which wakes when the person reaches for it). A
// passkey picked there signs in as "Sign in with a passkey" does; pressing that button
// starts a request of its own, which cancels this one (@simplewebauthn/browser allows one at a
// time). Where the browser lacks passkeys, it takes away the page's "Sign in with a passkey"
// button before anyone can press it. `next`: the checked path the login was asked for on the
// way to, null when none.
export default function startPasskeyAutofill(
  _element: HTMLElement,
  { next }: { next?: string | null },
): void {
  if (!passkeysUsableHere()) {
    for (const element of document.querySelectorAll<HTMLElement>(
      `[${PASSKEY_SIGN_IN_ATTRIBUTE}]`,
    )) {
      element.hidden = true;
    }
    return;
  }
  void (async () => {
    const { browserSupportsWebAuthnAutofill } = await import('@simplewebauthn/browser');
    if (!(await browserSupportsWebAuthnAutofill())) return;
    const user = await signInWithPasskey({ autofill: true });
    announceSession(user);
    loadDocument(
      documentPathIn(
        pathAfterLogin(user, next ?? undefined),
        localeOfPath(window.location.pathname),
      ),
    );
  })().catch(() => {
    // A suggestion offered in the background that did not work out (cancelled by the
    // button, the page left, or refused by the browser) is no message for the visitor: the
    // button reports its own failures.
  });
}
