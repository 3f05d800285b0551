import { SignUpForm } from '@/features/shared/auth/components/sign-up-form';

// The signup form; after an account is made it logs in and loads the job board.
export default function SignUpIsland() {
  return <SignUpForm />;
}
