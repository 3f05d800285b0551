import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';

export default function LoginPage() {
  return (
    <>
      <PageMeta title="Login" description="Log in to your account." />
      <PageHeader
        title="Login"
        lead={
          <>
            Log in to your account. <Link to="/forgot-password">Forgot Password?</Link> New here?{' '}
            <Link to="/sign-up">Sign Up</Link>.
          </>
        }
      />
    </>
  );
}
