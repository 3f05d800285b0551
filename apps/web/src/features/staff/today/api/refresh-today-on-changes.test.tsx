import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRefreshTodayOnChanges } from './refresh-today-on-changes';

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      useRefreshTodayOnChanges();
      return {
        works: useMutation({ mutationFn: () => Promise.resolve('done') }),
        fails: useMutation({ mutationFn: () => Promise.reject(new Error('refused')) }),
      };
    },
    { wrapper },
  );
  return { result, invalidate };
}

describe('Today follows the changes staff make', () => {
  it('asks for Today again after a change that succeeded, not after one that failed', async () => {
    const { result, invalidate } = setUp();
    await act(async () => {
      await result.current.fails.mutateAsync().catch(() => undefined);
    });
    expect(invalidate).not.toHaveBeenCalled();
    await act(async () => {
      await result.current.works.mutateAsync();
    });
    await waitFor(() => {
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'today'] });
    });
  });
});
