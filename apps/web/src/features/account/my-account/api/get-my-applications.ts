import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { myApplicationSchema, type MyApplication } from '@staffing/shared/account-schemas';
import { apiRequest } from '@/lib/api-client';

export function getMyApplications({ signal }: { signal?: AbortSignal } = {}): Promise<
  MyApplication[]
> {
  return apiRequest('/api/users/applications', {
    signal,
    parse: (data) => z.array(myApplicationSchema).parse(data),
  });
}

export function useMyApplications() {
  return useQuery({ queryKey: ['my-applications'], queryFn: getMyApplications });
}
