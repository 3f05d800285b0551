import { ForgotPasswordForm } from '@/features/shared/auth/components/forgot-password-form';

export default function ForgotPasswordIsland() {
  return <ForgotPasswordForm />;
}
