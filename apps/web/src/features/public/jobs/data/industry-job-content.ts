import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Industry } from '@staffing/shared/constants';

export type IndustryJobContent = {
  heading: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
  roles: readonly MessageDescriptor[];
};

// The job seeker's side of each industry page (/find-job/{slug}): why to look for work here
// through us, and the kinds of roles we fill. Employers read their own copy on /find-talent.
export const INDUSTRY_JOB_CONTENT: Record<Industry, IndustryJobContent> = {
  Healthcare: {
    heading: msg`Healthcare careers that fit your life`,
    paragraphs: [
      msg`Hospitals, clinics, long-term care homes and home health agencies count on us to find caring, qualified people. Whether you are a new graduate or a seasoned clinician, we match you with roles that suit your credentials, your schedule and the kind of care you want to give.`,
      msg`Tell us about your licences and preferred shifts once; your recruiter does the searching, arranges interviews and keeps you informed at every step, at no cost to you.`,
    ],
    roles: [
      msg`Registered nurses`,
      msg`Licensed practical nurses`,
      msg`Certified nursing assistants`,
      msg`Medical assistants`,
      msg`Patient care technicians`,
      msg`Medical billing and front desk`,
    ],
  },
  Construction: {
    heading: msg`Steady work on sites that need your skills`,
    paragraphs: [
      msg`From residential builds to commercial and infrastructure projects, contractors call us when they need dependable crews fast. We place skilled tradespeople, general labourers and site supervisors on short projects and long-term assignments.`,
      msg`We check that every site we staff takes safety seriously, and we keep the next assignment lined up so you are not left waiting between jobs.`,
    ],
    roles: [
      msg`General labourers`,
      msg`Carpenters`,
      msg`Electricians`,
      msg`Plumbers and pipefitters`,
      msg`Heavy equipment operators`,
      msg`Site supervisors and foremen`,
    ],
  },
  ItTech: {
    heading: msg`Move your technology career forward`,
    paragraphs: [
      msg`Start-ups, software companies and corporate IT departments work with us to hire technical talent for contract, contract-to-hire and permanent roles. We speak your language and match you on the stack, seniority and way of working you are looking for.`,
      msg`Our candidate database of over 200 million profiles gives employers reach; we give you a recruiter who presents you properly and negotiates on your behalf.`,
    ],
    roles: [
      msg`Software developers`,
      msg`Help desk and desktop support`,
      msg`Network and systems administrators`,
      msg`Data analysts`,
      msg`QA and test engineers`,
      msg`Project managers`,
    ],
  },
  Drivers: {
    heading: msg`Driving jobs with the routes and hours you want`,
    paragraphs: [
      msg`Fleets of every size rely on us for reliable drivers: local delivery, regional and over-the-road routes, with or without a commercial licence. Tell us the kind of driving you do best and the schedule you need.`,
      msg`We handle the paperwork and the screening up front, so you can get behind the wheel sooner and stay on routes that keep you close to home when that matters.`,
    ],
    roles: [
      msg`CDL Class A and B drivers`,
      msg`Delivery drivers`,
      msg`Box truck drivers`,
      msg`Forklift operators`,
      msg`Dispatchers`,
      msg`Warehouse associates`,
    ],
  },
  Business: {
    heading: msg`Office, professional and executive roles`,
    paragraphs: [
      msg`Companies across finance, sales, administration and operations trust us to fill everything from front-office roles to executive leadership. We take time to understand your experience and ambitions before we put your name forward.`,
      msg`Temporary assignments, contract work or your next permanent position: we keep your search confidential and bring you opportunities that are not always advertised.`,
    ],
    roles: [
      msg`Administrative assistants`,
      msg`Customer service representatives`,
      msg`Accountants and bookkeepers`,
      msg`Sales representatives`,
      msg`Human resources specialists`,
      msg`Executives and managers`,
    ],
  },
};
