import type { Industry, JobType } from '@staffing/shared/constants';
import type { Workplace } from '@staffing/shared/job-facts';
import {
  ASSIGNMENT_TYPE_LABELS,
  SHIFT_LABELS,
  type AssignmentType,
  type PayPeriod,
} from '@staffing/shared/job-order-constants';
import type { JobOrderDetail } from '@staffing/shared/job-order-schemas';
import { formatPay } from '@staffing/shared/pay-format';

// The job form's fields as "Post as a job" starts them from an order. Staff edit them before
// publishing: responsibilities are left blank on purpose (the order does not say), and the
// employer's name stays out of the ad (the agency's client list is its own).
export type OrderJobDraft = {
  title: string;
  location: string;
  industry: Industry;
  salary: string;
  type: JobType;
  schedule: string;
  description: string;
  responsibilities: string;
  skills: string;
  salaryMin: number | '';
  salaryMax: number | '';
  salaryPeriod: PayPeriod | '';
  city: string;
  region: string;
  postalCode: string;
  workplace: Workplace;
};

const JOB_TYPES_BY_ASSIGNMENT: Record<AssignmentType, JobType> = {
  temporary: 'Temporary',
  'temp-to-hire': 'Temporary',
  'direct-hire': 'Full-Time',
};

export function orderJobDraft(order: JobOrderDetail): OrderJobDraft {
  const place = `${order.city}, ${order.state}`;
  const assignment = ASSIGNMENT_TYPE_LABELS[order.assignmentType].toLowerCase();
  const ends =
    order.assignmentType === 'direct-hire'
      ? ''
      : order.ongoing
        ? ' The assignment is ongoing.'
        : order.endDate
          ? ` The assignment runs until ${order.endDate}.`
          : '';
  const openings = order.headcount === 1 ? 'one' : String(order.headcount);
  const requirements = [
    order.licences && `Licences: ${order.licences}`,
    order.certifications && `Certifications: ${order.certifications}`,
    order.languages && `Languages: ${order.languages}`,
  ].filter((line): line is string => Boolean(line));
  return {
    title: order.position,
    location: place,
    industry: order.industry,
    salary:
      formatPay({
        salaryMin: order.payMin,
        salaryMax: order.payMax,
        salaryPeriod: order.payPeriod,
      }) ?? '',
    type: JOB_TYPES_BY_ASSIGNMENT[order.assignmentType],
    schedule: `${SHIFT_LABELS[order.shift]} shift`,
    description: `We are hiring ${openings} ${order.position} for a ${assignment} position in ${place}, starting ${order.startDate}.${ends}`,
    responsibilities: '',
    skills: requirements.join('\n'),
    salaryMin: order.payMin ?? '',
    salaryMax: order.payMax ?? '',
    salaryPeriod: order.payPeriod ?? '',
    city: order.city,
    region: order.state,
    postalCode: order.zip,
    workplace: 'on-site',
  };
}
