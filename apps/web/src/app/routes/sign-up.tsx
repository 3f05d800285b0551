import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';

export default function SignUpPage() {
  return (
    <>
      <PageMeta title="Sign Up" description="Create an account to apply for jobs." />
      <PageHeader
        title="Sign Up"
        lead={
          <>
            Create an account to apply for jobs and keep your resume on file. Already have one?{' '}
            <Link to="/login">Log in</Link>.
          </>
        }
      />
    </>
  );
}
