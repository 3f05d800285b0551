import type { QueryClient } from '@tanstack/react-query';
import {
  createContext,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { industryFromSlug, RECENT_JOBS_COUNT } from '@staffing/shared/constants';
import type { JobListParams } from '@/features/public/jobs/api/get-jobs';
import {
  isJobSearchActive,
  JOB_RESULTS_PAGE_SIZE,
  jobFilterParams,
  jobResultsParams,
  readJobSearch,
} from '@/features/public/jobs/utils/job-search-params';
import { localeOfPath } from '@staffing/shared/i18n/locales';

// What the documents' loaders work with: the request's own query cache, filled through a
// fetch the API answers in-process (the same JSON and validation the browser would get),
// awaited before the server renders, so the document holds the data.
export type RouteLoadContext = {
  queryClient: QueryClient;
  fetch: typeof fetch;
};

export const routeLoadContext = createContext<RouteLoadContext | null>(null);

async function load(
  context: LoaderFunctionArgs['context'],
  start: (load: RouteLoadContext) => Promise<unknown>,
): Promise<null> {
  const loadContext = context.get(routeLoadContext);
  if (!loadContext) return null;
  // A failed query stays in the cache for the page to show; the loader itself never fails
  // the render.
  await start(loadContext).catch(() => undefined);
  return null;
}

// The parameters below are the ones the pages pass to useJobs, so that the cache entries
// the loaders fill are the ones the pages read (keep them in step with the pages).
export function findJobLoader({ context, request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const search = readJobSearch(url.searchParams);
  // The page's language (a Spanish page's address is under /es).
  const locale = localeOfPath(url.pathname);
  const params: JobListParams = isJobSearchActive(search)
    ? jobResultsParams(search, locale)
    : { limit: RECENT_JOBS_COUNT };
  const searching = isJobSearchActive(search);
  return load(context, async ({ queryClient, fetch }) => {
    const [{ jobsQueryOptions }, { jobFacetsQueryOptions }] = await Promise.all([
      import('@/features/public/jobs/api/get-jobs'),
      import('@/features/public/jobs/api/get-job-facets'),
    ]);
    await Promise.all([
      queryClient.query(jobsQueryOptions(params, fetch)),
      // The results' filter sidebar shows its counts in the first paint too.
      searching
        ? queryClient.query(jobFacetsQueryOptions(jobFilterParams(search, locale), fetch))
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
    const { jobsQueryOptions } = await import('@/features/public/jobs/api/get-jobs');
    await queryClient.query(
      jobsQueryOptions({ industry, limit: JOB_RESULTS_PAGE_SIZE, page }, fetch),
    );
  });
}

export function jobDetailLoader({ context, params }: LoaderFunctionArgs): Promise<null> {
  const jobId = params.jobId ?? '';
  return load(context, async ({ queryClient, fetch }) => {
    const { jobQueryOptions } = await import('@/features/public/jobs/api/get-job');
    await queryClient.query(jobQueryOptions(jobId, fetch));
  });
}

// Loaders by route id, added to the route table by the server renderer: the table itself
// stays loader-free, so component tests' memory routers render their first frame at once,
// as the pages' hooks load their own data anyway.
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
