import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteErrorView } from '@/components/layout/route-error-view';
import { SiteLayout } from '@/components/layout/site-layout';
import { RequireSession } from '@/features/auth/components/require-session';
import { lazyPage } from '@/lib/lazy-page';

// Every page is its own chunk. To add a page: create src/app/routes/<name>.tsx with a
// default-exported component, then add one line here and one entry in `routes`.
const HomePage = lazyPage(() => import('./routes/home'));
const FindJobPage = lazyPage(() => import('./routes/find-job'));
const FindJobIndustryPage = lazyPage(() => import('./routes/find-job-industry'));
const FindTalentPage = lazyPage(() => import('./routes/find-talent'));
const FindTalentIndustryPage = lazyPage(() => import('./routes/find-talent-industry'));
const IndustriesPage = lazyPage(() => import('./routes/industries'));
const AboutUsPage = lazyPage(() => import('./routes/about-us'));
const ContactUsPage = lazyPage(() => import('./routes/contact-us'));
const SignUpPage = lazyPage(() => import('./routes/sign-up'));
const LoginPage = lazyPage(() => import('./routes/login'));
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password'));
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password'));
const SalesRepPage = lazyPage(() => import('./routes/sales-rep'));
const InternshipPage = lazyPage(() => import('./routes/project-manager-internship'));
const CareersPage = lazyPage(() => import('./routes/careers'));
const JobDetailPage = lazyPage(() => import('./routes/job-detail'));
const ProfilePage = lazyPage(() => import('./routes/profile'));
const AdminDashboardPage = lazyPage(() => import('./routes/admin/dashboard'));
const PostJobPage = lazyPage(() => import('./routes/admin/post-job'));
const AllJobsPage = lazyPage(() => import('./routes/admin/all-jobs'));
const EditJobPage = lazyPage(() => import('./routes/admin/edit-job'));
const AdminApplicationsPage = lazyPage(() => import('./routes/admin/applications'));
const AdminUsersPage = lazyPage(() => import('./routes/admin/users'));
const ProfileAlertsPage = lazyPage(() => import('./routes/profile-alerts'));
const AdminOutboxPage = lazyPage(() => import('./routes/admin/outbox'));
const ConfirmAlertPage = lazyPage(() => import('./routes/alerts-confirm'));
const UnsubscribeAlertPage = lazyPage(() => import('./routes/alerts-unsubscribe'));
const NotFoundPage = lazyPage(() => import('./routes/not-found'));

// Spec section 2. The route table is the single place that lists URLs and their guards.
// /profile needs a login (the old site left it open); every admin page, /edit-job included,
// needs an admin (the old site only checked login there).
export const routes: RouteObject[] = [
  {
    Component: SiteLayout,
    // Only reached if the shell itself fails; page errors are caught one level down so the
    // header and footer stay usable.
    ErrorBoundary: RouteErrorView,
    children: [
      {
        ErrorBoundary: RouteErrorView,
        children: [
          { index: true, Component: HomePage },
          { path: 'find-job', Component: FindJobPage },
          { path: 'find-job/:industrySlug', Component: FindJobIndustryPage },
          { path: 'find-talent', Component: FindTalentPage },
          { path: 'find-talent/:industrySlug', Component: FindTalentIndustryPage },
          { path: 'industries', Component: IndustriesPage },
          { path: 'about-us', Component: AboutUsPage },
          { path: 'contact-us', Component: ContactUsPage },
          { path: 'sign-up', Component: SignUpPage },
          { path: 'login', Component: LoginPage },
          { path: 'forgot-password', Component: ForgotPasswordPage },
          { path: 'reset-password', Component: ResetPasswordPage },
          { path: 'sales-rep', Component: SalesRepPage },
          { path: 'project-manager-internship', Component: InternshipPage },
          { path: 'careers', Component: CareersPage },
          { path: 'jobs/:jobId', Component: JobDetailPage },
          { path: 'alerts/confirm', Component: ConfirmAlertPage },
          { path: 'alerts/unsubscribe', Component: UnsubscribeAlertPage },
          {
            Component: RequireSession,
            children: [
              { path: 'profile', Component: ProfilePage },
              { path: 'profile/alerts', Component: ProfileAlertsPage },
            ],
          },
          {
            Component: () => <RequireSession adminOnly />,
            children: [
              { path: 'admin', Component: AdminDashboardPage },
              { path: 'admin/post-job', Component: PostJobPage },
              { path: 'admin/all-jobs', Component: AllJobsPage },
              { path: 'admin/applications', Component: AdminApplicationsPage },
              { path: 'admin/users', Component: AdminUsersPage },
              { path: 'admin/outbox', Component: AdminOutboxPage },
              // Spec: /admin/* (including the /admin/dashboard that "Back to Dashboard"
              // targets) shows the dashboard.
              { path: 'admin/*', Component: AdminDashboardPage },
              { path: 'edit-job/:jobId', Component: EditJobPage },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function AppRouter() {
  // Created once per mount rather than at import time, so importing `routes` (tests) does
  // not start a browser router as a side effect.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
