import type { RouteObject } from 'react-router';
import { RouteErrorView } from '@/components/layout/route-error-view';
import { DocumentLayout } from './document-layout';
import AboutUsPage from './documents/about-us';
import ConfirmAlertPage from './documents/alerts-confirm';
import UnsubscribeAlertPage from './documents/alerts-unsubscribe';
import CareersPage from './documents/careers';
import ContactUsPage from './documents/contact-us';
import FindJobPage from './documents/find-job';
import FindJobIndustryPage from './documents/find-job-industry';
import FindTalentPage from './documents/find-talent';
import FindTalentIndustryPage from './documents/find-talent-industry';
import ForgotPasswordPage from './documents/forgot-password';
import HomePage from './documents/home';
import IndustriesPage from './documents/industries';
import JobDetailPage from './documents/job-detail';
import LoginPage from './documents/login';
import NotFoundPage from './documents/not-found';
import InternshipPage from './documents/project-manager-internship';
import ResetPasswordPage from './documents/reset-password';
import SalesRepPage from './documents/sales-rep';
import SignUpPage from './documents/sign-up';
import VerifyEmailPage from './documents/verify-email';

// Spec section 2, the public half: every page here is a document the server renders whole
// (ADR 0021); the browser hydrates only its islands. The signed-in app's routes (/profile,
// /admin, /edit-job) are in app/router.tsx. Route ids name the pages for the server's
// loaders (document-loaders.ts) and stylesheets (the file under documents/).
export const documentRoutes: RouteObject[] = [
  {
    Component: DocumentLayout,
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
          { id: 'sign-up', path: 'sign-up', Component: SignUpPage },
          { id: 'login', path: 'login', Component: LoginPage },
          { id: 'forgot-password', path: 'forgot-password', Component: ForgotPasswordPage },
          { id: 'reset-password', path: 'reset-password', Component: ResetPasswordPage },
          { id: 'verify-email', path: 'verify-email', Component: VerifyEmailPage },
          { id: 'sales-rep', path: 'sales-rep', Component: SalesRepPage },
          {
            id: 'project-manager-internship',
            path: 'project-manager-internship',
            Component: InternshipPage,
          },
          { id: 'careers', path: 'careers', Component: CareersPage },
          { id: 'job-detail', path: 'jobs/:jobId', Component: JobDetailPage },
          { id: 'alerts-confirm', path: 'alerts/confirm', Component: ConfirmAlertPage },
          { id: 'alerts-unsubscribe', path: 'alerts/unsubscribe', Component: UnsubscribeAlertPage },
          { id: 'not-found', path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
