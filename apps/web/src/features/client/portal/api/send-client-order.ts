import { useQueryClient } from '@tanstack/react-query';
import { clientOrderSummarySchema } from '@staffing/shared/client-schemas';
import { JOB_ORDER_MESSAGES, type JobOrderRequest } from '@staffing/shared/job-order-schemas';
import { apiRequest } from '@/lib/api-client';
import { clientHomeQueryKey } from './get-client-home';

// POST /api/client/orders: a new order from the portal, the company's at once.
export async function sendClientOrder(order: JobOrderRequest): Promise<{ message: string }> {
  await apiRequest('/api/client/orders', {
    method: 'POST',
    body: order,
    parse: (data) => clientOrderSummarySchema.parse(data),
  });
  return { message: JOB_ORDER_MESSAGES.received };
}

// The sender for the order form: sends, then refreshes the portal's list of orders.
export function useSendClientOrder() {
  const queryClient = useQueryClient();
  return async (order: JobOrderRequest) => {
    const answer = await sendClientOrder(order);
    void queryClient.invalidateQueries({ queryKey: clientHomeQueryKey });
    return answer;
  };
}
