import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteErrorView } from '@/components/layout/route-error-view';
import { SiteLayout } from '@/components/layout/site-layout';
import { StaffLayout } from '@/features/staff/shell/components/staff-layout';
import { RequireSession } from '@/features/shared/auth/components/require-session';
import { lazyPage } from '@/lib/lazy-page';
import { localizedPath, type Locale } from '@staffing/shared/i18n/locales';
import { DocumentNavigation } from './document-navigation';

// Under /es the router's base: the Spanish versions of the job seeker's pages.
const SPANISH_BASE = localizedPath('/', 'es');

// Every page is its own chunk. To add a page: create src/app/routes/<name>.tsx with a
// default-exported component, then add one line here, one entry in `routes`, and its path
// in packages/shared/src/app-paths.ts (which tells the server the path is the app's).
const ProfilePage = lazyPage(() => import('./routes/profile'));
const MyApplicationsPage = lazyPage(() => import('./routes/my-applications'));
const SavedJobsPage = lazyPage(() => import('./routes/saved-jobs'));
const TodayPage = lazyPage(() => import('./routes/admin/today'));
const PostJobPage = lazyPage(() => import('./routes/admin/post-job'));
const AllJobsPage = lazyPage(() => import('./routes/admin/all-jobs'));
const OpeningQuestionsPage = lazyPage(() => import('./routes/admin/opening-questions'));
const EditJobPage = lazyPage(() => import('./routes/admin/edit-job'));
const AdminApplicationsPage = lazyPage(() => import('./routes/admin/applications'));
const AdminCandidatesPage = lazyPage(() => import('./routes/admin/candidates'));
const AdminCandidatePage = lazyPage(() => import('./routes/admin/candidate'));
const AdminOrdersPage = lazyPage(() => import('./routes/admin/orders'));
const AdminOrderPage = lazyPage(() => import('./routes/admin/order'));
const OrderPostJobPage = lazyPage(() => import('./routes/admin/order-post-job'));
const AdminUsersPage = lazyPage(() => import('./routes/admin/users'));
const AccountSecurityPage = lazyPage(() => import('./routes/account-security'));
const StaffSecurityPage = lazyPage(() => import('./routes/admin/security'));
const ProfileAlertsPage = lazyPage(() => import('./routes/profile-alerts'));
const AdminOutboxPage = lazyPage(() => import('./routes/admin/outbox'));
const AdminInsightsPage = lazyPage(() => import('./routes/admin/insights'));
const AdminActivityPage = lazyPage(() => import('./routes/admin/activity'));
const AdminClientsPage = lazyPage(() => import('./routes/admin/clients'));
const AdminClientPage = lazyPage(() => import('./routes/admin/client'));
const AdminInterviewsPage = lazyPage(() => import('./routes/admin/interviews'));
const ClientHomePage = lazyPage(() => import('./routes/client/home'));
const ClientInvitationPage = lazyPage(() => import('./routes/client/invitation'));
const ClientOrderPage = lazyPage(() => import('./routes/client/order'));
const ClientNewOrderPage = lazyPage(() => import('./routes/client/new-order'));
const ClientInterviewsPage = lazyPage(() => import('./routes/client/interviews'));
const ClientAccountPage = lazyPage(() => import('./routes/client/account'));
const ClientNotFoundPage = lazyPage(() => import('./routes/client/not-found'));
const ClientShell = lazyPage(() => import('./routes/client/shell'));
const ShareConsentPage = lazyPage(() => import('./routes/share-consent'));

// The UI primitives' catalogue, in development builds only: import.meta.env.DEV is the literal
// false in a production build, so this route and its chunk are left out of the bundle.
const devRoutes: RouteObject[] = import.meta.env.DEV
  ? [{ path: 'dev/ui', Component: lazyPage(() => import('./routes/dev-ui')) }]
  : [];

// Spec section 2, the signed-in half: the account pages and the staff area, one React app
// with its own entry (main.tsx, ADR 0021); the public pages are server-rendered documents
// (public/document-routes.tsx). /profile needs a login (the old site left it open); every
// admin page, /edit-job included, needs staff (the old site only checked login there).
// Any other path is loaded from the server as a document.
export const routes: RouteObject[] = [
  ...devRoutes,
  // The staff workspace: its own shell (side rail, search, no public header or footer) around
  // every /admin page and /edit-job, behind the staff check.
  {
    Component: () => <RequireSession role="staff" />,
    children: [
      {
        Component: StaffLayout,
        ErrorBoundary: RouteErrorView,
        children: [
          {
            ErrorBoundary: RouteErrorView,
            children: [
              { path: 'admin', Component: TodayPage },
              { path: 'admin/post-job', Component: PostJobPage },
              { path: 'admin/all-jobs', Component: AllJobsPage },
              { path: 'admin/opening-questions', Component: OpeningQuestionsPage },
              { path: 'admin/applications', Component: AdminApplicationsPage },
              { path: 'admin/candidates', Component: AdminCandidatesPage },
              { path: 'admin/candidates/:candidateId', Component: AdminCandidatePage },
              { path: 'admin/orders', Component: AdminOrdersPage },
              { path: 'admin/orders/:orderId', Component: AdminOrderPage },
              { path: 'admin/orders/:orderId/post-job', Component: OrderPostJobPage },
              { path: 'admin/clients', Component: AdminClientsPage },
              { path: 'admin/clients/:clientId', Component: AdminClientPage },
              { path: 'admin/interviews', Component: AdminInterviewsPage },
              { path: 'admin/security', Component: StaffSecurityPage },
              { path: 'admin/insights', Component: AdminInsightsPage },
              {
                Component: () => <RequireSession role="admin" />,
                children: [
                  { path: 'admin/users', Component: AdminUsersPage },
                  { path: 'admin/outbox', Component: AdminOutboxPage },
                  { path: 'admin/activity', Component: AdminActivityPage },
                ],
              },
              // Spec: /admin/* (including the /admin/dashboard that "Back to Dashboard"
              // targets) shows the dashboard, which is Today.
              { path: 'admin/*', Component: TodayPage },
              { path: 'edit-job/:jobId', Component: EditJobPage },
            ],
          },
        ],
      },
    ],
  },
  {
    Component: SiteLayout,
    // Only reached if the shell itself fails; page errors are caught one level down so the
    // header and footer stay usable.
    ErrorBoundary: RouteErrorView,
    children: [
      {
        ErrorBoundary: RouteErrorView,
        children: [
          {
            Component: RequireSession,
            children: [
              { path: 'profile', Component: ProfilePage },
              { path: 'profile/applications', Component: MyApplicationsPage },
              { path: 'profile/saved-jobs', Component: SavedJobsPage },
              { path: 'profile/alerts', Component: ProfileAlertsPage },
              { path: 'profile/security', Component: AccountSecurityPage },
            ],
          },
          // A candidate's answer to sharing their profile with a client, from the email's
          // links; no sign-in needed (the link's token is the key).
          { path: 'share-consent', Component: ShareConsentPage },
          { path: '*', Component: DocumentNavigation },
        ],
      },
    ],
  },
  // The client portal, a client company's contacts' (invited by staff; their company's orders
  // only), in its own shell: no public header or footer. The invitation link is followed
  // signed out, in the shell without the portal's sections.
  {
    Component: () => <ClientShell signedOut />,
    ErrorBoundary: RouteErrorView,
    children: [
      {
        ErrorBoundary: RouteErrorView,
        children: [{ path: 'client/invitation', Component: ClientInvitationPage }],
      },
    ],
  },
  {
    Component: () => <RequireSession role="client" />,
    ErrorBoundary: RouteErrorView,
    children: [
      {
        Component: ClientShell,
        ErrorBoundary: RouteErrorView,
        children: [
          {
            ErrorBoundary: RouteErrorView,
            children: [
              { path: 'client', Component: ClientHomePage },
              { path: 'client/orders/new', Component: ClientNewOrderPage },
              { path: 'client/orders/:orderId', Component: ClientOrderPage },
              { path: 'client/interviews', Component: ClientInterviewsPage },
              { path: 'client/account', Component: ClientAccountPage },
              { path: 'client/*', Component: ClientNotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter(locale: Locale = 'en') {
  return createBrowserRouter(routes, locale === 'es' ? { basename: SPANISH_BASE } : {});
}

export function AppRouter({ router }: { router?: ReturnType<typeof createAppRouter> }) {
  // Created once per mount rather than at import time, so importing `routes` (tests) does
  // not start a browser router as a side effect.
  const [ownRouter] = useState(() => router ?? createAppRouter());
  return <RouterProvider router={ownRouter} />;
}
