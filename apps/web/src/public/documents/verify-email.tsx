import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { VerifyEmailView } from '@/features/account/components/verify-email-view';
import { useSession } from '@/features/auth/api/get-session';
import { AuthLayout } from '@/features/auth/components/auth-layout';

export default function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const session = useSession();
  return (
    <>
      <PageMeta title="Confirm your email" description="Confirm your email address." noIndex />
      <PageHeader title="Confirm your email" />
      <AuthLayout>
        <VerifyEmailView token={token} signedIn={Boolean(session.data)} />
      </AuthLayout>
    </>
  );
}
