import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SiteConfig } from '@staffing/shared/site-config';
import type { User } from '@staffing/shared/user-schemas';
import { AppProvider } from '@/app/provider';
import { routes as appRoutes } from '@/app/router';
import { documentRoutes } from '@/public/document-routes';
import { sessionQueryKey } from '@/features/shared/auth/api/get-session';
import { siteConfigQueryKey } from '@/lib/site-config';
import { testSiteConfig } from './test-data';

type ProviderOptions = {
  // null: logged out. The session cache is seeded, so no request is made for it.
  user?: User | null;
  siteConfig?: SiteConfig;
};

// Seeds the cache the way a real session check and site-config read would, instead of
// mocking the modules that read it.
export function createTestQueryClient({
  user = null,
  siteConfig = testSiteConfig,
}: ProviderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(sessionQueryKey, user);
  queryClient.setQueryData(siteConfigQueryKey, siteConfig);
  return queryClient;
}

type RenderRouteResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  user: UserEvent;
};

function renderRouter(
  routes: RouteObject[],
  path: string,
  options: ProviderOptions & { userEvent?: UserEvent } = {},
): RenderRouteResult {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient(options);
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient, user: options.userEvent ?? userEvent.setup() };
}

// The whole app (layout, route table, lazy pages) at `path`.
export function renderApp(path: string, options?: ProviderOptions & { userEvent?: UserEvent }) {
  return renderRouter(appRoutes, path, options);
}

// A public document at `path`, rendered as the server renders it: the document layout and
// route table, data from the pages' own hooks (the server's loaders only fill the same cache
// ahead). Its islands are the server's HTML here, not hydrated: an island's behaviour is
// tested by rendering the island alone.
export function renderDocument(
  path: string,
  options?: ProviderOptions & { userEvent?: UserEvent },
) {
  return renderRouter(documentRoutes, path, options);
}

// A single component with router and query context. It renders at every path, so a test
// sees where a link or navigation went through `router.state.location`.
export function renderWithProviders(
  ui: ReactNode,
  options: ProviderOptions & { path?: string; userEvent?: UserEvent } = {},
) {
  const { path = '/', ...rest } = options;
  return renderRouter([{ path: '*', element: ui }], path, rest);
}
