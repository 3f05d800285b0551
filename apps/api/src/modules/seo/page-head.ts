import { isAppPath } from '@staffing/shared/app-paths';
import { INDUSTRIES, INDUSTRY_LABELS, INDUSTRY_SLUGS } from '@staffing/shared/constants';
import type { Locale } from '@staffing/shared/i18n/locales';

// What the server knows about each client route, so crawlers and link previews that run no
// JavaScript get a real title, description and canonical URL, and unknown paths get a 404.

export type PageHead = {
  status: 200 | 404;
  title: string;
  description: string;
  // Absent for pages that should not be indexed.
  canonicalPath?: string;
  noIndex?: boolean;
  ogType?: 'website' | 'article';
  jsonLd?: Record<string, unknown>;
  // The page's path in each of the site's languages (a public page's), for hreflang links.
  alternates?: Record<Locale, string>;
};

type StaticPage = { title: string; description: string; private?: boolean };

const INDUSTRY_BY_SLUG = new Map(
  INDUSTRIES.map((industry) => [INDUSTRY_SLUGS[industry], industry]),
);

const STATIC_PAGES: Record<string, StaticPage> = {
  '/': {
    title: 'Jobs and Staffing',
    description:
      'Staffing for healthcare, construction, IT and tech, drivers, and business and executive roles, backed by a candidate database of over 200 million.',
  },
  '/find-job': {
    title: 'Find a Job',
    description:
      'Browse open jobs by industry, search by keyword and apply online with your resume.',
  },
  '/find-talent': {
    title: 'Find Talent',
    description:
      'Hire skilled people in healthcare, construction, IT and tech, driving and business.',
  },
  '/industries': {
    title: 'Industries',
    description: 'The industries we staff: healthcare, construction, technology and drivers.',
  },
  '/about-us': {
    title: 'About Us',
    description: 'Who we are and how we connect people with employers.',
  },
  '/contact-us': {
    title: 'Contact Us',
    description: 'Call us 9AM–5PM Central Time or send us a message about jobs or staffing.',
  },
  '/careers': {
    title: 'Careers',
    description: 'Join our team: open positions at the agency itself.',
  },
  '/sales-rep': {
    title: 'Sales Representative',
    description: 'Sales Representative: high-ticket commission, 9:00am–9:00pm CST, weekends off.',
  },
  '/project-manager-internship': {
    title: 'Project Manager Internship',
    description: 'A three-month project management internship with our team.',
  },
  '/sign-up': {
    title: 'Sign Up',
    description: 'Create an account to apply faster and keep your resume on file.',
  },
  '/login': { title: 'Login', description: 'Log in to your account.' },
  '/forgot-password': {
    title: 'Forgot Password',
    description: 'Reset the password of your account.',
    private: true,
  },
  '/reset-password': {
    title: 'Reset Password',
    description: 'Choose a new password.',
    private: true,
  },
  '/verify-email': {
    title: 'Verify your email',
    description: 'Confirm the email address of your account.',
    private: true,
  },
  '/alerts/confirm': {
    title: 'Confirm your job alert',
    description: 'Confirm the job alert you asked for.',
    private: true,
  },
  '/alerts/unsubscribe': {
    title: 'Unsubscribe from a job alert',
    description: 'Stop a job alert.',
    private: true,
  },
  '/profile': { title: 'Profile', description: 'Your profile and resume.', private: true },
  '/profile/applications': {
    title: 'My applications',
    description: 'The jobs you applied to.',
    private: true,
  },
  '/profile/saved-jobs': {
    title: 'Saved jobs',
    description: 'The jobs you saved.',
    private: true,
  },
  '/profile/alerts': { title: 'Job alerts', description: 'Your job alerts.', private: true },
  '/profile/security': {
    title: 'Security',
    description: 'Your password, sign-in methods and where you are signed in.',
    private: true,
  },
};

const NOT_FOUND: PageHead = {
  status: 404,
  title: 'Page not found',
  description: 'Page not found. Please check the URL and try again.',
  noIndex: true,
};

function staticHead(path: string, page: StaticPage): PageHead {
  return page.private
    ? { status: 200, title: page.title, description: page.description, noIndex: true }
    : { status: 200, title: page.title, description: page.description, canonicalPath: path };
}

// Heads for every route except /jobs/:id, which needs the database (see web-app.ts).
export function headForPath(pathname: string): PageHead {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = STATIC_PAGES[path];
  if (page) return staticHead(path, page);

  const industryPage = /^\/(find-job|find-talent)\/([a-z-]+)$/.exec(path);
  if (industryPage) {
    const industry = INDUSTRY_BY_SLUG.get(industryPage[2] ?? '');
    if (!industry) return NOT_FOUND;
    const label = INDUSTRY_LABELS[industry];
    return industryPage[1] === 'find-job'
      ? {
          status: 200,
          title: `${label} Jobs`,
          description: `Open ${label.toLowerCase()} jobs. Browse and apply online.`,
          canonicalPath: path,
        }
      : {
          status: 200,
          title: `${label} Staffing`,
          description: `${label} staffing for employers: tell us who you need and we will find them.`,
          canonicalPath: path,
        };
  }
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/edit-job/')) {
    return { status: 200, title: 'Admin', description: 'Admin area.', noIndex: true };
  }
  // The rest of the signed-in app (the client portal, its invitation, a candidate's consent
  // link): the app decides what the page shows; a direct load answers 200, never indexed.
  if (isAppPath(path)) {
    return path === '/share-consent'
      ? { status: 200, title: 'Share your profile', description: 'Your answer.', noIndex: true }
      : { status: 200, title: 'Client portal', description: 'Client portal.', noIndex: true };
  }
  return NOT_FOUND;
}

export const notFoundHead = NOT_FOUND;

// The job seeker's app pages under /es: their head until the app draws its own title (the
// app's pages are never indexed, so this is what a tab shows while the app starts).
const SPANISH_APP_PAGES: Record<string, StaticPage> = {
  '/profile': { title: 'Perfil', description: 'Su perfil y su currículum.' },
  '/profile/applications': {
    title: 'Mis postulaciones',
    description: 'Los empleos a los que se postuló.',
  },
  '/profile/saved-jobs': { title: 'Empleos guardados', description: 'Los empleos que guardó.' },
  '/profile/alerts': { title: 'Alertas de empleo', description: 'Sus alertas de empleo.' },
  '/profile/security': {
    title: 'Seguridad',
    description: 'Su contraseña, sus formas de iniciar sesión y dónde tiene la sesión iniciada.',
  },
  '/share-consent': { title: 'Compartir su perfil', description: 'Su respuesta.' },
};

export function spanishAppHead(pathname: string): PageHead {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = SPANISH_APP_PAGES[path];
  if (!page) return NOT_FOUND;
  return { status: 200, title: page.title, description: page.description, noIndex: true };
}
