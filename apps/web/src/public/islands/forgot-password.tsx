import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordIsland() {
  return <ForgotPasswordForm />;
}
