import type { Industry } from '@staffing/shared/constants';

export type IndustryJobContent = {
  heading: string;
  paragraphs: readonly string[];
  roles: readonly string[];
};

// The job seeker's side of each industry page (/find-job/{slug}): why to look for work here
// through us, and the kinds of roles we fill. Employers read their own copy on /find-talent.
export const INDUSTRY_JOB_CONTENT: Record<Industry, IndustryJobContent> = {
  Healthcare: {
    heading: 'Healthcare careers that fit your life',
    paragraphs: [
      'Hospitals, clinics, long-term care homes and home health agencies count on us to find caring, qualified people. Whether you are a new graduate or a seasoned clinician, we match you with roles that suit your credentials, your schedule and the kind of care you want to give.',
      'Tell us about your licences and preferred shifts once; your recruiter does the searching, arranges interviews and keeps you informed at every step, at no cost to you.',
    ],
    roles: [
      'Registered nurses',
      'Licensed practical nurses',
      'Certified nursing assistants',
      'Medical assistants',
      'Patient care technicians',
      'Medical billing and front desk',
    ],
  },
  Construction: {
    heading: 'Steady work on sites that need your skills',
    paragraphs: [
      'From residential builds to commercial and infrastructure projects, contractors call us when they need dependable crews fast. We place skilled tradespeople, general labourers and site supervisors on short projects and long-term assignments.',
      'We check that every site we staff takes safety seriously, and we keep the next assignment lined up so you are not left waiting between jobs.',
    ],
    roles: [
      'General labourers',
      'Carpenters',
      'Electricians',
      'Plumbers and pipefitters',
      'Heavy equipment operators',
      'Site supervisors and foremen',
    ],
  },
  ItTech: {
    heading: 'Move your technology career forward',
    paragraphs: [
      'Start-ups, software companies and corporate IT departments work with us to hire technical talent for contract, contract-to-hire and permanent roles. We speak your language and match you on the stack, seniority and way of working you are looking for.',
      'Our candidate database of over 200 million profiles gives employers reach; we give you a recruiter who presents you properly and negotiates on your behalf.',
    ],
    roles: [
      'Software developers',
      'Help desk and desktop support',
      'Network and systems administrators',
      'Data analysts',
      'QA and test engineers',
      'Project managers',
    ],
  },
  Drivers: {
    heading: 'Driving jobs with the routes and hours you want',
    paragraphs: [
      'Fleets of every size rely on us for reliable drivers: local delivery, regional and over-the-road routes, with or without a commercial licence. Tell us the kind of driving you do best and the schedule you need.',
      'We handle the paperwork and the screening up front, so you can get behind the wheel sooner and stay on routes that keep you close to home when that matters.',
    ],
    roles: [
      'CDL Class A and B drivers',
      'Delivery drivers',
      'Box truck drivers',
      'Forklift operators',
      'Dispatchers',
      'Warehouse associates',
    ],
  },
  Business: {
    heading: 'Office, professional and executive roles',
    paragraphs: [
      'Companies across finance, sales, administration and operations trust us to fill everything from front-office roles to executive leadership. We take time to understand your experience and ambitions before we put your name forward.',
      'Temporary assignments, contract work or your next permanent position: we keep your search confidential and bring you opportunities that are not always advertised.',
    ],
    roles: [
      'Administrative assistants',
      'Customer service representatives',
      'Accountants and bookkeepers',
      'Sales representatives',
      'Human resources specialists',
      'Executives and managers',
    ],
  },
};
