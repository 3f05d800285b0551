import { AppLinkProvider } from '@/app/app-link-provider';
import {
  ClientLayout,
  type ClientLayoutProps,
} from '@/features/client/portal/components/client-layout';

// The client portal's shell (its own header, sections and footer, no public header or
// footer), with the app's links: the portal's pages through the router, public pages as
// documents.
export default function ClientShell(props: ClientLayoutProps) {
  return (
    <AppLinkProvider>
      <ClientLayout {...props} />
    </AppLinkProvider>
  );
}
