import {
  JOB_ORDER_TRANSITIONS,
  type JobOrderApplication,
  type JobOrderDetail,
  type JobOrderSummary,
} from '@staffing/shared/job-order-schemas';
import type { ApplicationRecord } from '../applications/applications-repository.ts';
import type { JobOrderEventRecord, JobOrderRecord } from './job-orders-repository.ts';

export function presentJobOrderSummary(order: JobOrderRecord): JobOrderSummary {
  return {
    _id: order.id,
    createdAt: order.createdAt,
    status: order.status,
    statusReason: order.statusReason,
    position: order.position,
    industry: order.industry,
    company: order.company,
    headcount: order.headcount,
    filledCount: order.filledCount,
    startDate: order.startDate,
    owner: order.owner ? { _id: order.owner.id, name: order.owner.name } : null,
    jobId: order.jobId,
  };
}

export function presentJobOrderDetail(
  order: JobOrderRecord,
  extras: {
    job: { id: string; title: string; status: string } | undefined;
    applications: ApplicationRecord[];
    history: JobOrderEventRecord[];
  },
): JobOrderDetail {
  return {
    ...presentJobOrderSummary(order),
    assignmentType: order.assignmentType,
    endDate: order.endDate,
    ongoing: order.ongoing,
    shift: order.shift,
    payMin: order.payMin,
    payMax: order.payMax,
    payPeriod: order.payPeriod,
    city: order.city,
    state: order.state,
    zip: order.zip,
    licences: order.licences,
    certifications: order.certifications,
    languages: order.languages,
    contactName: order.contactName,
    email: order.email,
    phone: order.phone,
    notes: order.notes,
    job: extras.job
      ? { _id: extras.job.id, title: extras.job.title, status: extras.job.status }
      : null,
    applications: extras.applications.map((application): JobOrderApplication => ({
      _id: application.id,
      createdAt: application.createdAt,
      firstName: application.firstName,
      lastName: application.lastName,
      email: application.email,
      status: application.status,
      candidateId: application.candidateId,
    })),
    history: extras.history.map((event) => ({
      _id: event.id,
      createdAt: event.createdAt,
      actorName: event.actorName,
      kind: event.kind,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      text: event.text,
    })),
    nextStatuses: [...JOB_ORDER_TRANSITIONS[order.status]],
  };
}
