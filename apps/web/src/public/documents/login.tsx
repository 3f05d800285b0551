import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { AuthLayout } from '@/features/shared/auth/components/auth-layout';
import { safeNextPath } from '@/features/shared/auth/components/safe-next-path';
import { Behaviour, Island } from '../island';
import LoginIsland from '../islands/login';
import { ScriptRequired } from '../script-required';

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next')) ?? null;
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Login`} description={t`Log in to your account.`} />
      <PageHeader title={t`Login`} lead={t`Welcome back. Log in to see your profile and resume.`} />
      <AuthLayout>
        <ScriptRequired>
          <Trans>Logging in needs JavaScript. Turn it on in your browser to log in.</Trans>
        </ScriptRequired>
        <Island name="login" component={LoginIsland} props={{ next }} />
        <Behaviour name="passkey-autofill" props={{ next }} />
      </AuthLayout>
    </>
  );
}
