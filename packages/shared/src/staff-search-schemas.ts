import { z } from 'zod';

// Staff's search box: one question across the agency's records, answered in groups
// (GET /api/admin/search?q=). The API and the staff screens both read these.

export const STAFF_SEARCH_KINDS = ['candidates', 'jobs', 'orders', 'clients'] as const;
export type StaffSearchKind = (typeof STAFF_SEARCH_KINDS)[number];

// The heading of each group, in the order the groups come.
export const STAFF_SEARCH_GROUP_LABELS: Record<StaffSearchKind, string> = {
  candidates: 'Candidates',
  jobs: 'Jobs',
  orders: 'Orders',
  clients: 'Clients',
};

export const STAFF_SEARCH_MIN_LENGTH = 2;
export const STAFF_SEARCH_MAX_LENGTH = 100;
// Results per group; `more` says whether there are others.
export const STAFF_SEARCH_LIMIT = 5;

export const STAFF_SEARCH_MESSAGES = {
  tooShort: `Type at least ${String(STAFF_SEARCH_MIN_LENGTH)} characters`,
  tooLong: `Search for at most ${String(STAFF_SEARCH_MAX_LENGTH)} characters`,
} as const;

export const staffSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: STAFF_SEARCH_MESSAGES.tooShort })
    .trim()
    .min(STAFF_SEARCH_MIN_LENGTH, STAFF_SEARCH_MESSAGES.tooShort)
    .max(STAFF_SEARCH_MAX_LENGTH, STAFF_SEARCH_MESSAGES.tooLong),
});
export type StaffSearchQuery = z.input<typeof staffSearchQuerySchema>;

export const staffSearchResultSchema = z.object({
  id: z.string(),
  // What the record is called: the person's name, the job's title, the order's position at
  // its company, the company's name.
  label: z.string(),
  // One short line that tells two alike apart (an address, a status, a place).
  detail: z.string(),
  // The staff page that opens it.
  path: z.string(),
});
export type StaffSearchResult = z.infer<typeof staffSearchResultSchema>;

export const staffSearchGroupSchema = z.object({
  kind: z.enum(STAFF_SEARCH_KINDS),
  label: z.string(),
  results: z.array(staffSearchResultSchema).max(STAFF_SEARCH_LIMIT),
  // More records match than the group shows.
  more: z.boolean(),
});
export type StaffSearchGroup = z.infer<typeof staffSearchGroupSchema>;

export const staffSearchResponseSchema = z.object({
  q: z.string(),
  // The kinds the caller's role may see, in STAFF_SEARCH_KINDS' order, empty ones included.
  groups: z.array(staffSearchGroupSchema),
});
export type StaffSearchResponse = z.infer<typeof staffSearchResponseSchema>;

// The staff pages a result opens.
export const staffSearchPaths: Record<StaffSearchKind, (id: string) => string> = {
  candidates: (id) => `/admin/candidates/${encodeURIComponent(id)}`,
  jobs: (id) => `/edit-job/${encodeURIComponent(id)}`,
  orders: (id) => `/admin/orders/${encodeURIComponent(id)}`,
  clients: (id) => `/admin/clients/${encodeURIComponent(id)}`,
};
