import type { QueryClient } from '@tanstack/react-query';
import {
  createContext,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { industryFromSlug, RECENT_JOBS_COUNT } from '@staffing/shared/constants';
import type { JobListParams } from '@/features/jobs/api/get-jobs';
import {
  isJobSearchActive,
  JOB_RESULTS_PAGE_SIZE,
  jobFilterParams,
  jobResultsParams,
  readJobSearch,
} from '@/features/jobs/utils/job-search-params';

// The query modules are imported when a loader runs: they bring the job schemas (and zod),
// which the pages that need them load with their own chunk, off the startup path.

// What the route loaders work with. On the server (entry-server.tsx) they fill the request's
// own query cache through a fetch the API answers in-process and are awaited, so the HTML
// holds the data and the cache is handed to the browser; in the browser they only start the
// same queries early (a navigation is never held up by them) and the pages' hooks pick them up.
export type RouteLoadContext = {
  queryClient: QueryClient;
  fetch: typeof fetch | undefined;
  awaitData: boolean;
};

// Null where nobody provides one (component tests' memory routers): the loaders then leave
// the loading to the pages' hooks, as before there were loaders.
export const routeLoadContext = createContext<RouteLoadContext | null>(null);

async function load(
  context: LoaderFunctionArgs['context'],
  start: (load: RouteLoadContext) => Promise<unknown>,
): Promise<null> {
  const loadContext = context.get(routeLoadContext);
  if (!loadContext) return null;
  // A failed query stays in the cache for the page to show (or retry); the loader itself
  // never fails the navigation.
  const done = start(loadContext).catch(() => undefined);
  if (loadContext.awaitData) await done;
  return null;
}

// The parameters below are the ones the pages pass to useJobs, so that the cache entries
// the loaders fill are the ones the pages read (keep them in step with the pages).
export function findJobLoader({ context, request }: LoaderFunctionArgs): Promise<null> {
  const search = readJobSearch(new URL(request.url).searchParams);
  const params: JobListParams = isJobSearchActive(search)
    ? jobResultsParams(search)
    : { limit: RECENT_JOBS_COUNT };
  const searching = isJobSearchActive(search);
  return load(context, async ({ queryClient, fetch }) => {
    const [{ jobsQueryOptions }, { jobFacetsQueryOptions }] = await Promise.all([
      import('@/features/jobs/api/get-jobs'),
      import('@/features/jobs/api/get-job-facets'),
    ]);
    await Promise.all([
      queryClient.query(jobsQueryOptions(params, fetch)),
      // The results' filter sidebar shows its counts in the first paint too.
      searching
        ? queryClient.query(jobFacetsQueryOptions(jobFilterParams(search), fetch))
        : undefined,
    ]);
  });
}

export function findJobIndustryLoader({
  context,
  params,
  request,
}: LoaderFunctionArgs): Promise<null> {
  const industry = industryFromSlug(params.industrySlug ?? '');
  if (!industry) return Promise.resolve(null);
  const { page } = readJobSearch(new URL(request.url).searchParams);
  return load(context, async ({ queryClient, fetch }) => {
    const { jobsQueryOptions } = await import('@/features/jobs/api/get-jobs');
    await queryClient.query(
      jobsQueryOptions({ industry, limit: JOB_RESULTS_PAGE_SIZE, page }, fetch),
    );
  });
}

export function jobDetailLoader({ context, params }: LoaderFunctionArgs): Promise<null> {
  const jobId = params.jobId ?? '';
  return load(context, async ({ queryClient, fetch }) => {
    const { jobQueryOptions } = await import('@/features/jobs/api/get-job');
    await queryClient.query(jobQueryOptions(jobId, fetch));
  });
}

// Loaders by route id, added to the route table by the routers that use them (the server's
// and the browser's): the table itself stays loader-free, so component tests' memory routers
// render their first frame at once, as the pages' hooks load their own data anyway.
const LOADERS: Record<string, LoaderFunction> = {
  'find-job': findJobLoader,
  'find-job-industry': findJobIndustryLoader,
  'job-detail': jobDetailLoader,
};

export function withLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const loader = route.id === undefined ? undefined : LOADERS[route.id];
    const children = route.children ? withLoaders(route.children) : undefined;
    return {
      ...route,
      ...(loader ? { loader } : {}),
      ...(children ? { children } : {}),
    } as RouteObject;
  });
}
