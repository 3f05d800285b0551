import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { AsidePoints, AuthLayout } from '@/features/auth/components/auth-layout';
import { Island } from '../island';
import SignUpIsland from '../islands/sign-up';
import { ScriptRequired } from '../script-required';

export default function SignUpPage() {
  return (
    <>
      <PageMeta title="Sign Up" description="Create an account to apply for jobs." />
      <PageHeader
        eyebrow="Job seekers"
        title="Sign Up"
        lead="Create an account to apply for jobs and keep your resume on file."
      />
      <AuthLayout
        aside={
          <AsidePoints
            title="Why create an account?"
            points={[
              'Keep your resume on file and replace it whenever it changes.',
              'Update your name and email from your profile at any time.',
              'Hear about openings in healthcare, construction, IT and tech, driving and business.',
            ]}
          />
        }
      >
        <ScriptRequired>
          Signing up needs JavaScript. Turn it on in your browser to create an account.
        </ScriptRequired>
        <Island name="sign-up" component={SignUpIsland} props={{}} />
      </AuthLayout>
    </>
  );
}
