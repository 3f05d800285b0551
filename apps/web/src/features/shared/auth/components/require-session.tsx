import { Navigate, Outlet, useLocation } from 'react-router';
import { isStaffRole } from '@staffing/shared/constants';
import { PageLoading } from '@/components/ui/page-loading';
import { useSession } from '../api/get-session';

// Spec section 4, route guard: 'Loading...' while the session check runs; no user goes to
// /login, with the page as `next` so logging in brings them back to it (a link from an email
// to My applications still lands there); a staff page and someone who is not staff (or an
// admin-only page and a recruiter) goes to /. The server enforces the same rules on every API
// call; this only keeps people off pages they cannot use.
export function RequireSession({ role }: { role?: 'staff' | 'admin' | 'client' }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session.data === undefined) return <PageLoading />;
  if (session.data === null) {
    const next = new URLSearchParams({ next: `${pathname}${search}` });
    return <Navigate to={`/login?${next.toString()}`} replace />;
  }
  if (role === 'staff' && !isStaffRole(session.data.role)) return <Navigate to="/" replace />;
  // The client portal is a client company's contacts' only.
  if (role === 'client') {
    return session.data.role === 'client' ? <Outlet /> : <Navigate to="/" replace />;
  }
  // Staff on a site that requires two-step sign-in set it up before anything else.
  if (role && session.data.mustEnrolSecondFactor) {
    return <Navigate to="/profile/security" replace />;
  }
  if (role === 'admin' && session.data.role !== 'admin') return <Navigate to="/" replace />;
  return <Outlet />;
}
