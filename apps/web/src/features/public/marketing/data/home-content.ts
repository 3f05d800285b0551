import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type Benefit = {
  id: 'database' | 'industries' | 'seekers' | 'employers';
  title: MessageDescriptor;
  text: MessageDescriptor;
};

// The candidate database's size is the spec's claim (CANDIDATE_DATABASE_CLAIM), written out in
// each text so that a translator translates the sentence whole.
export const HOME_BENEFITS: readonly Benefit[] = [
  {
    id: 'database',
    title: msg`A candidate database of over 200 million`,
    text: msg`Our reach lets us find the right person quickly, whether you need one specialist or a full crew.`,
  },
  {
    id: 'industries',
    title: msg`Five industries, one team`,
    text: msg`Healthcare, construction, IT and tech, drivers, and business and executive staffing.`,
  },
  {
    id: 'seekers',
    title: msg`Made for job seekers`,
    text: msg`Browse open positions by industry and apply online with your resume in a few minutes.`,
  },
  {
    id: 'employers',
    title: msg`Flexible for employers`,
    text: msg`Temporary, contract and permanent staffing, from a single shift to an executive search.`,
  },
];

// Spec section 2: the contact headline takes turns between these two audiences.
export const CONTACT_HEADLINES: readonly { id: string; text: MessageDescriptor }[] = [
  { id: 'job-seeker', text: msg`Looking for your next job? We can help you find it.` },
  { id: 'employer', text: msg`Need great people? We will find them for you.` },
];
