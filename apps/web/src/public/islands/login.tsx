import { LoginForm } from '@/features/shared/auth/components/login-form';
import { pathAfterLogin } from '@/features/shared/auth/components/safe-next-path';
import { PasskeySignIn } from '@/features/account/passkeys/components/passkey-sign-in';
import { loadDocument } from '@/lib/document-location';
import { documentPathIn } from '@/lib/i18n/document-path';
import { useLocale } from '@/lib/i18n/locale-provider';
import { announceSession } from '@/lib/session-announcement';

// The login form with its second step, and "Sign in with a passkey" beside it (also offered
// in the email field's autofill). `next` is the checked path the login was asked for on the
// way to (safe-next-path.ts), null when there is none.
export default function LoginIsland({ next }: { next: string | null }) {
  const target = next ?? undefined;
  const locale = useLocale();
  return (
    <>
      <LoginForm next={target} />
      <PasskeySignIn
        onSignedIn={(user) => {
          announceSession(user);
          loadDocument(documentPathIn(pathAfterLogin(user, target), locale));
        }}
      />
    </>
  );
}
