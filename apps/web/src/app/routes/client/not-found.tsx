import { ButtonLink } from '@/components/ui/button';
import { MessagePanel } from '@/components/ui/message-panel';
import { PageMeta } from '@/components/ui/page-meta';

// A path under /client the portal has no page for.
export default function ClientNotFoundPage() {
  return (
    <>
      <PageMeta title="Page not found" description="" noIndex />
      <MessagePanel
        code="Error 404"
        title="This page is not in the client portal"
        text="The link may be wrong or out of date."
        actions={<ButtonLink to="/client">Go to your orders</ButtonLink>}
      />
    </>
  );
}
