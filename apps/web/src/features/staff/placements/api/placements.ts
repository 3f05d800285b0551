import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  orderIndustryStatsListSchema,
  placementListSchema,
  placementSchema,
  type OrderIndustryStats,
  type Placement,
  type PlacementInput,
} from '@staffing/shared/placement-schemas';
import { apiRequest } from '@/lib/api-client';
import { ordersQueryKey } from '@/features/staff/orders/api/order-query-keys';
import { shortlistsQueryKey } from '@/features/staff/shortlists/api/shortlist-query-keys';

export const placementsQueryKey = ['admin', 'placements'] as const;
export const orderPlacementsQueryKey = (orderId: string) =>
  [...placementsQueryKey, 'order', orderId] as const;
export const orderIndustryStatsQueryKey = [...placementsQueryKey, 'by-industry'] as const;
const orderPlacementsPath = (orderId: string) =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/placements`;

// GET /api/admin/orders/:id/placements: the candidates hired on the order.
export function useOrderPlacements(orderId: string) {
  return useQuery({
    queryKey: orderPlacementsQueryKey(orderId),
    queryFn: ({ signal }): Promise<Placement[]> =>
      apiRequest(orderPlacementsPath(orderId), {
        signal,
        parse: (data) => placementListSchema.parse(data),
      }),
  });
}

// POST /api/admin/orders/:id/placements: hires a shared candidate. The order's filled count
// and status change with it, so the order's queries are refreshed too.
export function useCreatePlacement(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlacementInput): Promise<Placement> =>
      apiRequest(orderPlacementsPath(orderId), {
        method: 'POST',
        body: input,
        parse: (data) => placementSchema.parse(data),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: placementsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      void queryClient.invalidateQueries({ queryKey: shortlistsQueryKey });
    },
  });
}

// GET /api/admin/insights/orders-by-industry: the dashboard's order figures.
export function useOrderIndustryStats() {
  return useQuery({
    queryKey: orderIndustryStatsQueryKey,
    queryFn: ({ signal }): Promise<OrderIndustryStats[]> =>
      apiRequest('/api/admin/insights/orders-by-industry', {
        signal,
        parse: (data) => orderIndustryStatsListSchema.parse(data),
      }),
  });
}
