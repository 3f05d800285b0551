import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  RouterContextProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteErrorView } from '@/components/layout/route-error-view';
import { SiteLayout } from '@/components/layout/site-layout';
import { RequireSession } from '@/features/auth/components/require-session';
import { isLazyPage, lazyPage } from '@/lib/lazy-page';
import { routeLoadContext, withLoaders } from './route-loaders';

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
const MyApplicationsPage = lazyPage(() => import('./routes/my-applications'));
const SavedJobsPage = lazyPage(() => import('./routes/saved-jobs'));
const VerifyEmailPage = lazyPage(() => import('./routes/verify-email'));
const AdminDashboardPage = lazyPage(() => import('./routes/admin/dashboard'));
const PostJobPage = lazyPage(() => import('./routes/admin/post-job'));
const AllJobsPage = lazyPage(() => import('./routes/admin/all-jobs'));
const OpeningQuestionsPage = lazyPage(() => import('./routes/admin/opening-questions'));
const EditJobPage = lazyPage(() => import('./routes/admin/edit-job'));
const AdminApplicationsPage = lazyPage(() => import('./routes/admin/applications'));
const AdminCandidatesPage = lazyPage(() => import('./routes/admin/candidates'));
const AdminCandidatePage = lazyPage(() => import('./routes/admin/candidate'));
const AdminUsersPage = lazyPage(() => import('./routes/admin/users'));
const AccountSecurityPage = lazyPage(() => import('./routes/account-security'));
const ProfileAlertsPage = lazyPage(() => import('./routes/profile-alerts'));
const AdminOutboxPage = lazyPage(() => import('./routes/admin/outbox'));
const ConfirmAlertPage = lazyPage(() => import('./routes/alerts-confirm'));
const UnsubscribeAlertPage = lazyPage(() => import('./routes/alerts-unsubscribe'));
const NotFoundPage = lazyPage(() => import('./routes/not-found'));

// The UI primitives' catalogue, in development builds only: import.meta.env.DEV is the literal
// false in a production build, so this route and its chunk are left out of the bundle.
const devRoutes: RouteObject[] = import.meta.env.DEV
  ? [{ path: 'dev/ui', Component: lazyPage(() => import('./routes/dev-ui')) }]
  : [];

// Spec section 2. The route table is the single place that lists URLs and their guards.
// /profile needs a login (the old site left it open); every admin page, /edit-job included,
// needs an admin (the old site only checked login there).
export const routes: RouteObject[] = [
  ...devRoutes,
  {
    Component: SiteLayout,
    // Only reached if the shell itself fails; page errors are caught one level down so the
    // header and footer stay usable.
    ErrorBoundary: RouteErrorView,
    children: [
      {
        ErrorBoundary: RouteErrorView,
        children: [
          { id: 'home', index: true, Component: HomePage },
          { id: 'find-job', path: 'find-job', Component: FindJobPage },
          {
            id: 'find-job-industry',
            path: 'find-job/:industrySlug',
            Component: FindJobIndustryPage,
          },
          { id: 'find-talent', path: 'find-talent', Component: FindTalentPage },
          {
            id: 'find-talent-industry',
            path: 'find-talent/:industrySlug',
            Component: FindTalentIndustryPage,
          },
          { id: 'industries', path: 'industries', Component: IndustriesPage },
          { id: 'about-us', path: 'about-us', Component: AboutUsPage },
          { id: 'contact-us', path: 'contact-us', Component: ContactUsPage },
          { path: 'sign-up', Component: SignUpPage },
          { path: 'login', Component: LoginPage },
          { path: 'forgot-password', Component: ForgotPasswordPage },
          { path: 'reset-password', Component: ResetPasswordPage },
          { path: 'verify-email', Component: VerifyEmailPage },
          { id: 'sales-rep', path: 'sales-rep', Component: SalesRepPage },
          {
            id: 'project-manager-internship',
            path: 'project-manager-internship',
            Component: InternshipPage,
          },
          { id: 'careers', path: 'careers', Component: CareersPage },
          {
            id: 'job-detail',
            path: 'jobs/:jobId',
            Component: JobDetailPage,
          },
          { path: 'alerts/confirm', Component: ConfirmAlertPage },
          { path: 'alerts/unsubscribe', Component: UnsubscribeAlertPage },
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
          {
            Component: () => <RequireSession role="staff" />,
            children: [
              { path: 'admin', Component: AdminDashboardPage },
              { path: 'admin/post-job', Component: PostJobPage },
              { path: 'admin/all-jobs', Component: AllJobsPage },
              { path: 'admin/opening-questions', Component: OpeningQuestionsPage },
              { path: 'admin/applications', Component: AdminApplicationsPage },
              { path: 'admin/candidates', Component: AdminCandidatesPage },
              { path: 'admin/candidates/:candidateId', Component: AdminCandidatePage },
              {
                Component: () => <RequireSession role="admin" />,
                children: [
                  { path: 'admin/users', Component: AdminUsersPage },
                  { path: 'admin/outbox', Component: AdminOutboxPage },
                ],
              },
              // Spec: /admin/* (including the /admin/dashboard that "Back to Dashboard"
              // targets) shows the dashboard.
              { path: 'admin/*', Component: AdminDashboardPage },
              { path: 'edit-job/:jobId', Component: EditJobPage },
            ],
          },
          { id: 'not-found', path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

// The public pages the server renders (ADR 0006). Each id is also the file name of the
// page under routes/, which is how the server finds the page's stylesheets in the build
// manifest. Every other page (account, admin) is rendered in the browser only.
export const SERVER_RENDERED_ROUTE_IDS: ReadonlySet<string> = new Set([
  'home',
  'find-job',
  'find-job-industry',
  'find-talent',
  'find-talent-industry',
  'industries',
  'about-us',
  'contact-us',
  'sales-rep',
  'project-manager-internship',
  'careers',
  'job-detail',
  'not-found',
]);

// Fetches the code of the pages a URL renders. The server and the browser both call it before
// rendering a server-rendered page, so both render it without a Suspense boundary (see
// lazyPage) and the browser hydrates it in one pass.
export async function preloadPages(pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
      isLazyPage(route.Component) ? [route.Component.preload()] : [],
    ),
  );
}

type AppRouterOptions = {
  queryClient: QueryClient;
  // The loader results the server rendered with, when it did: the router then starts on
  // them instead of running the loaders again.
  hydrationData?: HydrationState | undefined;
};

export function createAppRouter({ queryClient, hydrationData }: AppRouterOptions) {
  return createBrowserRouter(withLoaders(routes), {
    hydrationData,
    getContext: () =>
      new RouterContextProvider(
        new Map([[routeLoadContext, { queryClient, fetch: undefined, awaitData: false }]]),
      ),
  });
}

export function AppRouter({ router }: { router?: ReturnType<typeof createAppRouter> }) {
  const queryClient = useQueryClient();
  // Created once per mount rather than at import time, so importing `routes` (tests) does
  // not start a browser router as a side effect.
  const [ownRouter] = useState(() => router ?? createAppRouter({ queryClient }));
  return <RouterProvider router={ownRouter} />;
}
