import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { sessionQueryKey } from '@/features/auth/api/get-session';
import { LoginForm, pathAfterLogin, safeNextPath } from '@/features/auth/components/login-form';
import { PasskeySignIn } from '@/features/passkeys/components/passkey-sign-in';

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title="Login" description="Log in to your account." />
      <PageHeader title="Login" lead="Welcome back. Log in to see your profile and resume." />
      <AuthLayout>
        <LoginForm next={next} />
        <PasskeySignIn
          onSignedIn={(user) => {
            queryClient.setQueryData(sessionQueryKey, user);
            void navigate(pathAfterLogin(user, next));
          }}
        />
      </AuthLayout>
    </>
  );
}
