import type { ErasureStep, ExportSection } from '../my-data/data-rights.ts';
import { eraseJobOrderContact, listJobOrdersSentBy } from './job-orders-repository.ts';

// Job orders name the person who sent them (name, address, phone, notes). Only a verified
// address proves the account's person sent them: until then the export leaves them out and
// account deletion leaves them alone, as the talent pool does for applications sent
// signed out (my-data/candidate-data.ts).
export const jobOrdersExportSection: ExportSection = {
  key: 'jobOrders',
  async collect(db, user) {
    if (!user.emailVerifiedAt) return { data: [] };
    const orders = await listJobOrdersSentBy(db, user.email);
    return {
      data: orders.map((order) => ({
        sentAt: order.createdAt,
        position: order.position,
        industry: order.industry,
        headcount: order.headcount,
        startDate: order.startDate,
        assignmentType: order.assignmentType,
        endDate: order.endDate,
        ongoing: order.ongoing,
        shift: order.shift,
        payMin: order.payMin,
        payMax: order.payMax,
        payPeriod: order.payPeriod,
        worksite: { city: order.city, state: order.state, zip: order.zip },
        licences: order.licences,
        certifications: order.certifications,
        languages: order.languages,
        contactName: order.contactName,
        company: order.company,
        email: order.email,
        phone: order.phone,
        notes: order.notes,
        status: order.status,
      })),
    };
  },
};

export const eraseJobOrderContactOf: ErasureStep = async (db, user) => {
  if (user.emailVerifiedAt) await eraseJobOrderContact(db, user.email);
};
