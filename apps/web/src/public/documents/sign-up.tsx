import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { AsidePoints, AuthLayout } from '@/features/shared/auth/components/auth-layout';
import { Island } from '../island';
import SignUpIsland from '../islands/sign-up';
import { ScriptRequired } from '../script-required';

export default function SignUpPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Sign Up`} description={t`Create an account to apply for jobs.`} />
      <PageHeader
        eyebrow={t`Job seekers`}
        title={t`Sign Up`}
        lead={t`Create an account to apply for jobs and keep your resume on file.`}
      />
      <AuthLayout
        aside={
          <AsidePoints
            title={t`Why create an account?`}
            points={[
              t`Keep your resume on file and replace it whenever it changes.`,
              t`Update your name and email from your profile at any time.`,
              t`Hear about openings in healthcare, construction, IT and tech, driving and business.`,
            ]}
          />
        }
      >
        <ScriptRequired>
          <Trans>
            Signing up needs JavaScript. Turn it on in your browser to create an account.
          </Trans>
        </ScriptRequired>
        <Island name="sign-up" component={SignUpIsland} props={{}} />
      </AuthLayout>
    </>
  );
}
