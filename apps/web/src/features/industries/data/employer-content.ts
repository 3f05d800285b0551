import { CANDIDATE_DATABASE_CLAIM, type Industry } from '@staffing/shared/constants';

// The employer pages (/find-talent/{slug}): what we staff in each industry and how.
export type EmployerIndustryContent = {
  lead: string;
  overviewTitle: string;
  contactTitle: string;
  paragraphs: readonly string[];
  roles: readonly string[];
  highlights: readonly { title: string; text: string }[];
};

export const EMPLOYER_CONTENT: Record<Industry, EmployerIndustryContent> = {
  Healthcare: {
    overviewTitle: 'Healthcare staffing that keeps care running',
    contactTitle: 'Tell us about the healthcare staff you need',
    lead: 'Reliable clinical and support staff, when and where your patients need them.',
    paragraphs: [
      'Hospitals, clinics, senior living communities and home care providers count on us to fill shifts and build their teams. We recruit nurses, aides, technicians and administrative staff who are ready to work, so your people can stay focused on patients.',
      `With a candidate database of ${CANDIDATE_DATABASE_CLAIM}, we can cover a single shift, staff a new unit or find a permanent hire for a hard-to-fill role.`,
    ],
    roles: [
      'Registered nurses (RN)',
      'Licensed practical nurses (LPN)',
      'Certified nursing assistants (CNA)',
      'Medical assistants',
      'Allied health and lab technicians',
      'Front desk and medical records staff',
    ],
    highlights: [
      {
        title: 'Credentials reviewed',
        text: 'We review licences, certifications and experience before we introduce a candidate.',
      },
      {
        title: 'Every kind of schedule',
        text: 'Per diem, temporary, temp-to-hire and permanent placements.',
      },
      {
        title: 'Continuity of care',
        text: 'Where we can, we send people back to the same site so they know your routines.',
      },
    ],
  },
  Construction: {
    overviewTitle: 'Crews and trades for every phase of the build',
    contactTitle: 'Tell us about the crew you need',
    lead: 'Skilled trades and site crews for builders and contractors, from groundwork to handover.',
    paragraphs: [
      'General contractors, subcontractors and developers rely on us to keep projects moving. We supply dependable tradespeople and laborers for a single phase or a full build, and the project staff who keep it on schedule.',
      `Our candidate database of ${CANDIDATE_DATABASE_CLAIM} helps us find skilled people quickly, even when several trades are needed at once.`,
    ],
    roles: [
      'General laborers',
      'Carpenters and framers',
      'Electricians',
      'Plumbers and pipefitters',
      'Heavy equipment operators',
      'Site supervisors and project managers',
    ],
    highlights: [
      {
        title: 'Safety minded',
        text: 'We look for the safety training and site experience your work calls for.',
      },
      {
        title: 'Scale with the project',
        text: 'Add crews as work ramps up and release them when a phase wraps.',
      },
      {
        title: 'Project staff too',
        text: 'Estimators, schedulers and project managers alongside the trades.',
      },
    ],
  },
  ItTech: {
    overviewTitle: 'Technical talent that fits your stack',
    contactTitle: 'Tell us about the tech talent you need',
    lead: 'Developers, engineers and IT specialists for teams that cannot afford to wait.',
    paragraphs: [
      'From a help desk that needs cover next week to a product team that needs a senior engineer, we find technical people who fit your stack and the way your team works.',
      `We search a candidate database of ${CANDIDATE_DATABASE_CLAIM} and screen for the skills each role really needs, so you interview fewer people and hire sooner.`,
    ],
    roles: [
      'Software developers and engineers',
      'Help desk and desktop support',
      'Network and systems administrators',
      'Cloud and DevOps engineers',
      'QA and test engineers',
      'Data analysts and IT project managers',
    ],
    highlights: [
      {
        title: 'Skills first',
        text: 'Candidates are assessed against the skills and tools in your job description.',
      },
      {
        title: 'Contract or permanent',
        text: 'Contract, contract-to-hire and direct-hire placements.',
      },
      {
        title: 'Project teams',
        text: 'Bring in a group of specialists for a migration, rollout or launch.',
      },
    ],
  },
  Drivers: {
    overviewTitle: 'Drivers for every route and every season',
    contactTitle: 'Tell us about the drivers you need',
    lead: 'Licensed, safety-minded drivers who keep your fleet moving.',
    paragraphs: [
      'Carriers, distributors and delivery companies come to us for drivers who show up on time and treat every load with care. We recruit for local, regional and over-the-road routes.',
      `With a candidate database of ${CANDIDATE_DATABASE_CLAIM}, we can fill a single route or staff up for the peak season.`,
    ],
    roles: [
      'CDL Class A drivers',
      'CDL Class B drivers',
      'Delivery and box truck drivers',
      'Local and regional route drivers',
      'Yard drivers and shuttlers',
      'Dispatchers',
    ],
    highlights: [
      {
        title: 'Licences checked',
        text: 'We confirm licence class and endorsements before we introduce a driver.',
      },
      {
        title: 'Ready for the peak',
        text: 'Extra drivers for holidays, launches and busy quarters.',
      },
      {
        title: 'Try before you hire',
        text: 'Start a driver on assignment and make the role permanent when it works.',
      },
    ],
  },
  Business: {
    overviewTitle: 'From the front desk to the boardroom',
    contactTitle: 'Tell us about the professionals you need',
    lead: 'Office, professional and executive talent to run and grow your business.',
    paragraphs: [
      'Whether you need an administrative assistant tomorrow or a finance director next quarter, we recruit the professionals who keep companies organised, compliant and growing.',
      `Our executive search draws on a candidate database of ${CANDIDATE_DATABASE_CLAIM} to reach experienced leaders, including those who are not actively looking.`,
    ],
    roles: [
      'Executive and senior leadership',
      'Accounting and finance',
      'Human resources',
      'Administrative and executive assistants',
      'Customer service',
      'Sales and marketing',
    ],
    highlights: [
      {
        title: 'Executive search',
        text: 'Confidential searches for directors, vice presidents and C-level leaders.',
      },
      {
        title: 'Everyday support',
        text: 'Temporary cover for leave, busy periods and special projects.',
      },
      {
        title: 'The right fit',
        text: 'We learn how your team works, so every introduction fits.',
      },
    ],
  },
};

// The four industries of the home carousel and the /industries page (spec section 2).
export const FEATURED_INDUSTRIES: readonly Industry[] = [
  'Healthcare',
  'Construction',
  'ItTech',
  'Drivers',
];
