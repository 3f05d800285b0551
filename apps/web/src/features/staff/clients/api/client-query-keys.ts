// Every client-company query starts with this key, so a change to one company refreshes the
// list and the company's page at once.
export const clientsQueryKey = ['admin', 'clients'] as const;
export const clientListQueryKey = (q: string) => [...clientsQueryKey, 'list', q] as const;
export const clientQueryKey = (id: string) => [...clientsQueryKey, 'detail', id] as const;
export const clientPath = (id: string) => `/api/admin/clients/${encodeURIComponent(id)}`;
// An order's client sits under the order's own key (admin-orders/api/order-query-keys.ts).
export const orderClientQueryKey = (orderId: string) =>
  ['admin', 'orders', 'detail', orderId, 'client'] as const;
export const orderClientPath = (orderId: string) =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/client`;
