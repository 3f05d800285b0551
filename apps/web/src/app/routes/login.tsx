import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm, safeNextPath } from '@/features/auth/components/login-form';

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  return (
    <>
      <PageMeta title="Login" description="Log in to your account." />
      <PageHeader title="Login" lead="Welcome back. Log in to see your profile and resume." />
      <AuthLayout>
        <LoginForm next={next} />
      </AuthLayout>
    </>
  );
}
