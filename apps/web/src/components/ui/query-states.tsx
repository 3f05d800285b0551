import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { PageLoading } from './page-loading';

/**
 * QueryStates: what a list loaded with TanStack Query shows before, or instead of, its items:
 * a loading message, the error with its "Try again" button, and the empty state. Otherwise
 * it renders children with the data.
 *
 * Props
 * - query: the useQuery result (data, isPending, isError, refetch).
 * - errorTitle: the error's bold line ("We could not load your saved jobs").
 * - empty: shown when isEmpty says the data holds nothing (usually an EmptyState); without
 *   it, children handle an empty answer themselves.
 * - isEmpty: decides emptiness; by default, an empty array.
 * - loading: shown while the first answer is on its way; by default the page-sized
 *   PageLoading.
 * - children: (data) => the list.
 */
type ListQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

type QueryStatesProps<T> = {
  query: ListQuery<T>;
  errorTitle: string;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  loading?: ReactNode;
  children: (data: T) => ReactNode;
};

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

export function QueryStates<T>({
  query,
  errorTitle,
  empty,
  isEmpty = isEmptyArray,
  loading = <PageLoading />,
  children,
}: QueryStatesProps<T>) {
  if (query.isPending) return loading;
  if (query.isError || query.data === undefined) {
    return <EmptyState tone="error" title={errorTitle} onRetry={() => void query.refetch()} />;
  }
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}
