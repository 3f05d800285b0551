import { CANDIDATE_DATABASE_CLAIM } from '@staffing/shared/constants';
import type { HeadlineMessage } from '../components/alternating-headline';

export type Benefit = {
  id: 'database' | 'industries' | 'seekers' | 'employers';
  title: string;
  text: string;
};

export const HOME_BENEFITS: readonly Benefit[] = [
  {
    id: 'database',
    title: `A candidate database of ${CANDIDATE_DATABASE_CLAIM}`,
    text: 'Our reach lets us find the right person quickly, whether you need one specialist or a full crew.',
  },
  {
    id: 'industries',
    title: 'Five industries, one team',
    text: 'Healthcare, construction, IT and tech, drivers, and business and executive staffing.',
  },
  {
    id: 'seekers',
    title: 'Made for job seekers',
    text: 'Browse open positions by industry and apply online with your resume in a few minutes.',
  },
  {
    id: 'employers',
    title: 'Flexible for employers',
    text: 'Temporary, contract and permanent staffing, from a single shift to an executive search.',
  },
];

// Spec section 2: the contact headline takes turns between these two audiences.
export const CONTACT_HEADLINES: readonly HeadlineMessage[] = [
  { id: 'job-seeker', text: 'Looking for your next job? We can help you find it.' },
  { id: 'employer', text: 'Need great people? We will find them for you.' },
];
