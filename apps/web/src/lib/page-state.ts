import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

// The server hands the browser what it rendered with, as inert JSON next to the markup
// (an inline script would be refused by the Content-Security-Policy): the query cache, so
// hydration fetches nothing twice, and the router's loader results when the page was
// server-rendered.
export const PAGE_STATE_ELEMENT_ID = 'page-state';

export type PageState = {
  queries: DehydratedState;
  // Present only when the server rendered the page's markup; the browser then hydrates it.
  loaderData?: Record<string, unknown>;
};

type SerializedError = { status: number; message: string };

function isSerializedError(value: unknown): value is SerializedError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SerializedError).status === 'number' &&
    typeof (value as SerializedError).message === 'string'
  );
}

// Successful queries and "not found" answers travel (the job page's 404 is real content);
// any other failure is left out, and the server drops it from its own cache before
// rendering so that both sides render the same loading state and the browser retries.
function travels(status: string, error: unknown): boolean {
  return status === 'success' || (error instanceof ApiError && error.status === 404);
}

export function dropUntravelledQueries(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (!travels(query.state.status, query.state.error)) queryClient.removeQueries(query);
    // Rendered as the "not found" it is, here as in the browser (see hydratePageState),
    // rather than as a query about to be retried.
    else if (query.state.status === 'error') {
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
}

export function dehydratePageState(
  queryClient: QueryClient,
  loaderData?: Record<string, unknown>,
): PageState {
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => travels(query.state.status, query.state.error),
  });
  // An Error does not survive JSON; its status and message are all the pages read.
  for (const query of queries.queries) {
    const { error } = query.state;
    if (error instanceof ApiError) {
      const serialized: SerializedError = { status: error.status, message: error.message };
      Object.assign(query.state, { error: serialized, fetchFailureReason: serialized });
    }
  }
  return loaderData ? { queries, loaderData } : { queries };
}

export function readPageState(doc: Document = document): PageState | undefined {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as PageState;
    return Array.isArray(state.queries.queries) ? state : undefined;
  } catch {
    return undefined;
  }
}

export function hydratePageState(queryClient: QueryClient, state: PageState): void {
  for (const query of state.queries.queries) {
    const error: unknown = query.state.error;
    if (!isSerializedError(error)) continue;
    const revived = new ApiError(error.status, error.message);
    Object.assign(query.state, { error: revived, fetchFailureReason: revived });
    // A "not found" the server already answered is not asked again when the page mounts.
    queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  hydrate(queryClient, state.queries);
}
