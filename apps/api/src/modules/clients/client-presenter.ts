import type {
  ClientCompanyDetail,
  ClientCompanySummary,
  ClientContact,
  ClientOrderSummary,
} from '@staffing/shared/client-schemas';
import type {
  ClientCompanyRecord,
  ClientContactRecord,
  ClientOrderRecord,
} from './clients-repository.ts';

export function presentCompanySummary(company: ClientCompanyRecord): ClientCompanySummary {
  return {
    _id: company.id,
    name: company.name,
    industry: company.industry,
    locations: company.locations,
    emailDomain: company.emailDomain,
    contactCount: company.contactCount,
    orderCount: company.orderCount,
  };
}

export function presentContact(contact: ClientContactRecord): ClientContact {
  return {
    _id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    title: contact.title,
    access: contact.access,
    invitedAt: contact.invitedAt,
  };
}

export function presentClientOrder(order: ClientOrderRecord): ClientOrderSummary {
  return {
    _id: order.id,
    createdAt: order.createdAt,
    position: order.position,
    status: order.status,
    headcount: order.headcount,
    filledCount: order.filledCount,
    startDate: order.startDate,
    city: order.city,
    state: order.state,
  };
}

export function presentCompanyDetail(
  company: ClientCompanyRecord,
  contacts: ClientContactRecord[],
  orders: ClientOrderRecord[],
): ClientCompanyDetail {
  return {
    ...presentCompanySummary(company),
    notes: company.notes,
    createdAt: company.createdAt,
    contacts: contacts.map(presentContact),
    orders: orders.map(presentClientOrder),
  };
}
