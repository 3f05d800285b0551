import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@staffing/shared/messages';
import { Button, ButtonLink } from '@/components/ui/button';
import { MessagePanel } from '@/components/ui/message-panel';
import { PageMeta } from '@/components/ui/page-meta';
import { sharedTextIn } from '@/lib/i18n/shared-messages';
import { NotFoundView } from './not-found-view';

// The router's errorElement: a loader that throws a 404 gets the normal 404 page, anything
// else (a bug in a page) gets an apology instead of a blank screen.
export function RouteErrorView() {
  const error = useRouteError();
  const { t, i18n } = useLingui();
  const serverError = sharedTextIn(i18n, MESSAGES.serverError);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;

  return (
    <>
      <PageMeta title={t`Something went wrong`} description={serverError} noIndex />
      <MessagePanel
        role="alert"
        code={t`Unexpected error`}
        title={t`Something went wrong`}
        text={serverError}
        actions={
          <>
            {/* A full reload is the honest remedy here: the page's own state is what broke. */}
            <Button
              variant="primary"
              onClick={() => {
                window.location.reload();
              }}
            >
              <Trans>Reload the page</Trans>
            </Button>
            <ButtonLink to="/" variant="secondary">
              <Trans>Go to the home page</Trans>
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
