import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Industry } from '@staffing/shared/constants';

// The employer pages (/find-talent/{slug}): what we staff in each industry and how.
export type EmployerIndustryContent = {
  lead: MessageDescriptor;
  overviewTitle: MessageDescriptor;
  contactTitle: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
  roles: readonly MessageDescriptor[];
  highlights: readonly { title: MessageDescriptor; text: MessageDescriptor }[];
};

export const EMPLOYER_CONTENT: Record<Industry, EmployerIndustryContent> = {
  Healthcare: {
    overviewTitle: msg`Healthcare staffing that keeps care running`,
    contactTitle: msg`Tell us about the healthcare staff you need`,
    lead: msg`Reliable clinical and support staff, when and where your patients need them.`,
    paragraphs: [
      msg`Hospitals, clinics, senior living communities and home care providers count on us to fill shifts and build their teams. We recruit nurses, aides, technicians and administrative staff who are ready to work, so your people can stay focused on patients.`,
      msg`With a candidate database of over 200 million, we can cover a single shift, staff a new unit or find a permanent hire for a hard-to-fill role.`,
    ],
    roles: [
      msg`Registered nurses (RN)`,
      msg`Licensed practical nurses (LPN)`,
      msg`Certified nursing assistants (CNA)`,
      msg`Medical assistants`,
      msg`Allied health and lab technicians`,
      msg`Front desk and medical records staff`,
    ],
    highlights: [
      {
        title: msg`Credentials reviewed`,
        text: msg`We review licences, certifications and experience before we introduce a candidate.`,
      },
      {
        title: msg`Every kind of schedule`,
        text: msg`Per diem, temporary, temp-to-hire and permanent placements.`,
      },
      {
        title: msg`Continuity of care`,
        text: msg`Where we can, we send people back to the same site so they know your routines.`,
      },
    ],
  },
  Construction: {
    overviewTitle: msg`Crews and trades for every phase of the build`,
    contactTitle: msg`Tell us about the crew you need`,
    lead: msg`Skilled trades and site crews for builders and contractors, from groundwork to handover.`,
    paragraphs: [
      msg`General contractors, subcontractors and developers rely on us to keep projects moving. We supply dependable tradespeople and laborers for a single phase or a full build, and the project staff who keep it on schedule.`,
      msg`Our candidate database of over 200 million helps us find skilled people quickly, even when several trades are needed at once.`,
    ],
    roles: [
      msg`General laborers`,
      msg`Carpenters and framers`,
      msg`Electricians`,
      msg`Plumbers and pipefitters`,
      msg`Heavy equipment operators`,
      msg`Site supervisors and project managers`,
    ],
    highlights: [
      {
        title: msg`Safety minded`,
        text: msg`We look for the safety training and site experience your work calls for.`,
      },
      {
        title: msg`Scale with the project`,
        text: msg`Add crews as work ramps up and release them when a phase wraps.`,
      },
      {
        title: msg`Project staff too`,
        text: msg`Estimators, schedulers and project managers alongside the trades.`,
      },
    ],
  },
  ItTech: {
    overviewTitle: msg`Technical talent that fits your stack`,
    contactTitle: msg`Tell us about the tech talent you need`,
    lead: msg`Developers, engineers and IT specialists for teams that cannot afford to wait.`,
    paragraphs: [
      msg`From a help desk that needs cover next week to a product team that needs a senior engineer, we find technical people who fit your stack and the way your team works.`,
      msg`We search a candidate database of over 200 million and screen for the skills each role really needs, so you interview fewer people and hire sooner.`,
    ],
    roles: [
      msg`Software developers and engineers`,
      msg`Help desk and desktop support`,
      msg`Network and systems administrators`,
      msg`Cloud and DevOps engineers`,
      msg`QA and test engineers`,
      msg`Data analysts and IT project managers`,
    ],
    highlights: [
      {
        title: msg`Skills first`,
        text: msg`Candidates are assessed against the skills and tools in your job description.`,
      },
      {
        title: msg`Contract or permanent`,
        text: msg`Contract, contract-to-hire and direct-hire placements.`,
      },
      {
        title: msg`Project teams`,
        text: msg`Bring in a group of specialists for a migration, rollout or launch.`,
      },
    ],
  },
  Drivers: {
    overviewTitle: msg`Drivers for every route and every season`,
    contactTitle: msg`Tell us about the drivers you need`,
    lead: msg`Licensed, safety-minded drivers who keep your fleet moving.`,
    paragraphs: [
      msg`Carriers, distributors and delivery companies come to us for drivers who show up on time and treat every load with care. We recruit for local, regional and over-the-road routes.`,
      msg`With a candidate database of over 200 million, we can fill a single route or staff up for the peak season.`,
    ],
    roles: [
      msg`CDL Class A drivers`,
      msg`CDL Class B drivers`,
      msg`Delivery and box truck drivers`,
      msg`Local and regional route drivers`,
      msg`Yard drivers and shuttlers`,
      msg`Dispatchers`,
    ],
    highlights: [
      {
        title: msg`Licences checked`,
        text: msg`We confirm licence class and endorsements before we introduce a driver.`,
      },
      {
        title: msg`Ready for the peak`,
        text: msg`Extra drivers for holidays, launches and busy quarters.`,
      },
      {
        title: msg`Try before you hire`,
        text: msg`Start a driver on assignment and make the role permanent when it works.`,
      },
    ],
  },
  Business: {
    overviewTitle: msg`From the front desk to the boardroom`,
    contactTitle: msg`Tell us about the professionals you need`,
    lead: msg`Office, professional and executive talent to run and grow your business.`,
    paragraphs: [
      msg`Whether you need an administrative assistant tomorrow or a finance director next quarter, we recruit the professionals who keep companies organised, compliant and growing.`,
      msg`Our executive search draws on a candidate database of over 200 million to reach experienced leaders, including those who are not actively looking.`,
    ],
    roles: [
      msg`Executive and senior leadership`,
      msg`Accounting and finance`,
      msg`Human resources`,
      msg`Administrative and executive assistants`,
      msg`Customer service`,
      msg`Sales and marketing`,
    ],
    highlights: [
      {
        title: msg`Executive search`,
        text: msg`Confidential searches for directors, vice presidents and C-level leaders.`,
      },
      {
        title: msg`Everyday support`,
        text: msg`Temporary cover for leave, busy periods and special projects.`,
      },
      {
        title: msg`The right fit`,
        text: msg`We learn how your team works, so every introduction fits.`,
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
