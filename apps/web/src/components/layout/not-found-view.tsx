import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';
import { MessagePanel } from '@/components/ui/message-panel';
import { PageMeta } from '@/components/ui/page-meta';
import { SHARED_MESSAGES } from '@/lib/i18n/shared-messages';

// The 404 content, shared by the catch-all route and by pages whose URL parameter names
// nothing (an unknown industry slug, later a deleted job).
export function NotFoundView() {
  const { t, i18n } = useLingui();
  const text = i18n._(SHARED_MESSAGES.notFoundPage);
  return (
    <>
      <PageMeta title={t`Page not found`} description={text} noIndex />
      <MessagePanel
        code={t`Error 404`}
        title={t`We couldn't find that page`}
        text={text}
        actions={
          <>
            <ButtonLink to="/" variant="primary">
              <Trans>Go to the home page</Trans>
            </ButtonLink>
            <ButtonLink to="/find-job" variant="secondary">
              <Trans>Find a Job</Trans>
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
