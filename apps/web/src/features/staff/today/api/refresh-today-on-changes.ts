import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { todayQueryKey } from './today-query-keys';

// Whatever a staff member changes (an interview scheduled, a placement recorded, an order
// taken, an application moved) may handle one of Today's items: after every change that
// succeeds, Today's lists and the navigation's badges are asked again, so the item is gone
// when they look, without each feature knowing about Today.
export function useRefreshTodayOnChanges() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        void queryClient.invalidateQueries({ queryKey: todayQueryKey });
      }),
    [queryClient],
  );
}
