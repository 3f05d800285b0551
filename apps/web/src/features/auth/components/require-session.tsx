import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { useSession } from '../api/get-session';

// Spec section 4, route guard: 'Loading...' while the session check runs; no user goes to
// /login, with the page as `next` so logging in brings them back to it (a link from an email
// to My applications still lands there); an admin-only route and a user who is not an admin
// goes to /. The server enforces the same rules on every API call; this only keeps people
// off pages they cannot use.
export function RequireSession({ adminOnly = false }: { adminOnly?: boolean }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session.data === undefined) return <PageLoading />;
  if (session.data === null) {
    const next = new URLSearchParams({ next: `${pathname}${search}` });
    return <Navigate to={`/login?${next.toString()}`} replace />;
  }
  if (adminOnly && session.data.role !== 'admin') return <Navigate to="/" replace />;
  return <Outlet />;
}
