import { INDUSTRY_LABELS } from '@staffing/shared/constants';
import {
  ASSIGNMENT_TYPE_LABELS,
  SHIFT_LABELS,
  type JobOrderRequest,
} from '@staffing/shared/job-order-schemas';
import { formatPay } from '@staffing/shared/pay-format';
import type { AppConfig } from '../../config/env.ts';
import type { OutgoingEmail } from '../email/outbox-repository.ts';

type OrderMail = Omit<JobOrderRequest, 'website'> & { id: string };

function orderLines(order: OrderMail): string[] {
  const pay = formatPay({
    salaryMin: order.payMin,
    salaryMax: order.payMax,
    salaryPeriod: order.payPeriod,
  });
  const ends =
    order.assignmentType === 'direct-hire' ? undefined : order.ongoing ? 'ongoing' : order.endDate;
  return [
    `Position:    ${order.position}`,
    `Industry:    ${INDUSTRY_LABELS[order.industry]}`,
    `Headcount:   ${order.headcount}`,
    `Assignment:  ${ASSIGNMENT_TYPE_LABELS[order.assignmentType]}`,
    `Start:       ${order.startDate}${ends ? ` (ends: ${ends})` : ''}`,
    `Shift:       ${SHIFT_LABELS[order.shift]}`,
    `Pay offered: ${pay ?? 'not stated'}`,
    `Worksite:    ${order.city}, ${order.state} ${order.zip}`,
    ...(order.licences ? [`Licences:    ${order.licences}`] : []),
    ...(order.certifications ? [`Certifications: ${order.certifications}`] : []),
    ...(order.languages ? [`Languages:   ${order.languages}`] : []),
  ];
}

// The agency hears of the order (Reply-To reaches the employer); the employer gets a receipt
// with what they sent, so a mistake is caught on the first call.
export function jobOrderEmails(config: AppConfig, order: OrderMail): OutgoingEmail[] {
  return [
    {
      to: config.agencyEmail,
      replyTo: order.email,
      subject: `New job order: ${order.position} × ${order.headcount} — ${order.company}`,
      text: [
        `${order.company} asked for staff through the website.`,
        '',
        ...orderLines(order),
        '',
        `Contact:     ${order.contactName}`,
        `Email:       ${order.email}`,
        `Phone:       ${order.phone}`,
        '',
        order.notes ?? '(no notes)',
        '',
        `The order: ${config.publicUrl}/admin/orders/${order.id}`,
      ].join('\n'),
    },
    {
      to: order.email,
      subject: `We received your request: ${order.position}`,
      text: [
        `Hello ${order.contactName},`,
        '',
        `Thank you for asking ${config.site.agencyName} for staff. A recruiter will call you`,
        'within one business day to go over the details. This is what we received:',
        '',
        ...orderLines(order),
        '',
        `Questions? Call us at ${config.site.phone} (${config.site.phoneHours}).`,
        '',
        config.site.agencyName,
      ].join('\n'),
    },
  ];
}
