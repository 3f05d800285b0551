import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { AppRouter, type createAppRouter } from './router';

type AppProps = {
  // main.tsx passes the client and router it hydrated from the server's HTML.
  queryClient?: QueryClient;
  router?: ReturnType<typeof createAppRouter>;
};

export function App({ queryClient, router }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProvider>
  );
}
