// Every order query starts with this key, so a change to one order refreshes the board and
// the order's page at once.
export const ordersQueryKey = ['admin', 'orders'] as const;
export const orderQueryKey = (id: string) => [...ordersQueryKey, 'detail', id] as const;
export const orderPath = (id: string) => `/api/admin/orders/${encodeURIComponent(id)}`;
