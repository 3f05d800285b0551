import { MESSAGES } from '@staffing/shared/messages';
import { ButtonLink } from '@/components/ui/button';
import { MessagePanel } from '@/components/ui/message-panel';
import { PageMeta } from '@/components/ui/page-meta';

// The 404 content, shared by the catch-all route and by pages whose URL parameter names
// nothing (an unknown industry slug, later a deleted job).
export function NotFoundView() {
  return (
    <>
      <PageMeta title="Page not found" description={MESSAGES.notFoundPage} noIndex />
      <MessagePanel
        code="Error 404"
        title="We couldn't find that page"
        text={MESSAGES.notFoundPage}
        actions={
          <>
            <ButtonLink to="/" variant="primary">
              Go to the home page
            </ButtonLink>
            <ButtonLink to="/find-job" variant="secondary">
              Find a Job
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
