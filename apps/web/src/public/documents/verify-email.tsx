import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { useSession } from '@/features/shared/auth/api/get-session';
import { AuthLayout } from '@/features/shared/auth/components/auth-layout';
import { Island } from '../island';
import VerifyEmailIsland from '../islands/verify-email';
import { ScriptRequired } from '../script-required';

export default function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const session = useSession();
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={t`Confirm your email`}
        description={t`Confirm your email address.`}
        noIndex
      />
      <PageHeader title={t`Confirm your email`} />
      <AuthLayout>
        {token && (
          <ScriptRequired>
            <Trans>
              Confirming your email address needs JavaScript. Turn it on in your browser and open
              the link again.
            </Trans>
          </ScriptRequired>
        )}
        <Island
          name="verify-email"
          hydrate="load"
          component={VerifyEmailIsland}
          props={{ token, signedIn: Boolean(session.data) }}
        />
      </AuthLayout>
    </>
  );
}
