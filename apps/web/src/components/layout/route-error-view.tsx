import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MESSAGES } from '@staffing/shared/messages';
import { Button, ButtonLink } from '@/components/ui/button';
import { MessagePanel } from '@/components/ui/message-panel';
import { PageMeta } from '@/components/ui/page-meta';
import { NotFoundView } from './not-found-view';

// The router's errorElement: a loader that throws a 404 gets the normal 404 page, anything
// else (a bug in a page) gets an apology instead of a blank screen.
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;

  return (
    <>
      <PageMeta title="Something went wrong" description={MESSAGES.serverError} noIndex />
      <MessagePanel
        role="alert"
        code="Unexpected error"
        title="Something went wrong"
        text={MESSAGES.serverError}
        actions={
          <>
            {/* A full reload is the honest remedy here: the page's own state is what broke. */}
            <Button
              variant="primary"
              onClick={() => {
                window.location.reload();
              }}
            >
              Reload the page
            </Button>
            <ButtonLink to="/" variant="secondary">
              Go to the home page
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
