import { z } from 'zod';
import { INDUSTRIES } from './constants.ts';
import { JOB_ORDER_STATUSES } from './job-order-constants.ts';
import { emailSchema, passwordSchema } from './user-schemas.ts';

// Client companies and their people: staff keep them under /admin/clients and link job
// orders to them; a contact invited by email becomes an account with the client role, which
// sees its own company's orders on /client. One file for the staff's and the client's shapes,
// checked in the browser and on the server alike.

export const CLIENT_MESSAGES = {
  notFound: 'This client company does not exist (any more).',
  contactNotFound: 'This contact does not exist (any more).',
  contactTaken: 'This address is already a contact of a client company.',
  alreadyActive: 'This contact already has an account.',
  invitationInvalid:
    'This invitation link is invalid, was used already or has expired. Ask your recruiter for a new one.',
  accountExists:
    'An account already uses this address. Ask your recruiter to invite another address.',
  orderNotFound: 'This order does not exist (any more).',
  notAContact: 'Only a client company’s contacts can use this page.',
} as const;

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalTrimmed = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .optional(),
  );

// "acme.example", lower-case, no @: what an order's sender address is matched against.
export const emailDomainSchema = z
  .string({ error: 'Email domain must be text' })
  .trim()
  .toLowerCase()
  .regex(/^(?=.{3,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Use a domain like acme.example');

export const clientCompanyFieldsSchema = z.strictObject({
  name: trimmed('Company name', 200),
  industry: z.enum(INDUSTRIES, { error: 'Choose an industry' }),
  locations: z
    .array(trimmed('Location', 100), { error: 'Locations must be a list' })
    .max(20, 'At most 20 locations')
    .default([]),
  notes: optionalTrimmed('Notes', 5000),
  emailDomain: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    emailDomainSchema.optional(),
  ),
});
export type ClientCompanyFields = z.input<typeof clientCompanyFieldsSchema>;

// A PATCH names only what changes; `null` clears the notes or the domain.
export const clientCompanyChangeSchema = z
  .strictObject({
    name: trimmed('Company name', 200).optional(),
    industry: z.enum(INDUSTRIES, { error: 'Choose an industry' }).optional(),
    locations: z
      .array(trimmed('Location', 100), { error: 'Locations must be a list' })
      .max(20, 'At most 20 locations')
      .optional(),
    notes: z.union([trimmed('Notes', 5000), z.null()]).optional(),
    emailDomain: z.union([emailDomainSchema, z.null()]).optional(),
  })
  .refine((change) => Object.keys(change).length > 0, { error: 'Say what to change.' });
export type ClientCompanyChange = z.input<typeof clientCompanyChangeSchema>;

export const clientContactFieldsSchema = z.strictObject({
  name: trimmed('Name', 200),
  email: emailSchema,
  phone: optionalTrimmed('Phone', 40),
  title: optionalTrimmed('Job title', 200),
});
export type ClientContactFields = z.input<typeof clientContactFieldsSchema>;

// Linking an order to a client: an existing company, or a new one made from the order's
// sender. Either way the sender becomes (or is found as) one of its contacts.
export const orderClientLinkSchema = z.union([
  z.strictObject({ companyId: z.string({ error: 'Choose a company' }).min(1).max(100) }),
  z.strictObject({ newCompany: clientCompanyFieldsSchema }),
]);
export type OrderClientLink = z.input<typeof orderClientLinkSchema>;

export const clientListQuerySchema = z.strictObject({
  q: optionalTrimmed('Search', 200),
});

export const CONTACT_ACCESS = ['none', 'invited', 'active'] as const;
export type ContactAccess = (typeof CONTACT_ACCESS)[number];

export const clientContactSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  // none: never invited; invited: a link is out; active: the contact has an account.
  access: z.enum(CONTACT_ACCESS),
  invitedAt: z.string().nullable(),
});
export type ClientContact = z.infer<typeof clientContactSchema>;

export const clientCompanySummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  industry: z.enum(INDUSTRIES),
  locations: z.array(z.string()),
  emailDomain: z.string().nullable(),
  contactCount: z.number(),
  orderCount: z.number(),
});
export type ClientCompanySummary = z.infer<typeof clientCompanySummarySchema>;

export const clientOrderSummarySchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  position: z.string(),
  status: z.enum(JOB_ORDER_STATUSES),
  headcount: z.number(),
  filledCount: z.number(),
  startDate: z.string(),
  city: z.string(),
  state: z.string(),
});
export type ClientOrderSummary = z.infer<typeof clientOrderSummarySchema>;

export const clientCompanyDetailSchema = clientCompanySummarySchema.extend({
  notes: z.string().nullable(),
  createdAt: z.string(),
  contacts: z.array(clientContactSchema),
  orders: z.array(clientOrderSummarySchema),
});
export type ClientCompanyDetail = z.infer<typeof clientCompanyDetailSchema>;

export const clientListSchema = z.object({ clients: z.array(clientCompanySummarySchema) });
export type ClientList = z.infer<typeof clientListSchema>;

// An order's client as staff see it on the order's page: the company it is linked to, or the
// companies that may be the sender's (by the address's domain or the company's name) for staff
// to choose from.
export const CLIENT_MATCH_REASONS = ['domain', 'name', 'contact'] as const;
export const orderClientSchema = z.object({
  company: clientCompanySummarySchema.nullable(),
  contact: clientContactSchema.nullable(),
  suggestions: z.array(
    z.object({ company: clientCompanySummarySchema, reason: z.enum(CLIENT_MATCH_REASONS) }),
  ),
});
export type OrderClient = z.infer<typeof orderClientSchema>;

export const invitationTokenSchema = z.strictObject({
  token: z.string({ error: CLIENT_MESSAGES.invitationInvalid }).min(1).max(200),
});
export const acceptInvitationSchema = z.strictObject({
  token: z.string({ error: CLIENT_MESSAGES.invitationInvalid }).min(1).max(200),
  password: passwordSchema,
});
export type AcceptInvitation = z.input<typeof acceptInvitationSchema>;

export const invitationSchema = z.object({
  name: z.string(),
  email: z.string(),
  company: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

// The contact's person at the agency, named on every page of the portal: the owner of the
// company's newest order still in progress, else of its newest owned order; null when no
// order has an owner yet. Staff accounts have no phone of their own: the agency's number is
// the one to call.
export const clientRecruiterSchema = z.object({ name: z.string(), email: z.string() });
export type ClientRecruiter = z.infer<typeof clientRecruiterSchema>;

// What a signed-in contact sees of itself and its company on /client.
export const clientHomeSchema = z.object({
  company: z.object({ _id: z.string(), name: z.string(), industry: z.enum(INDUSTRIES) }),
  contact: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  recruiter: clientRecruiterSchema.nullable(),
  orders: z.array(clientOrderSummarySchema),
});
export type ClientHome = z.infer<typeof clientHomeSchema>;
