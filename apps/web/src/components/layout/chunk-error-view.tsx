import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { MessagePanel } from '@/components/ui/message-panel';

type ChunkErrorViewProps = { onRetry: () => void };

// Shown in place of a page whose code failed or timed out while downloading. 'Try again'
// re-requests the chunk in place (a dropped connection); after a deploy the old chunk is gone
// for good and only a reload, which fetches the new index.html, can help.
export function ChunkErrorView({ onRetry }: ChunkErrorViewProps) {
  const { t } = useLingui();
  return (
    <MessagePanel
      role="alert"
      title={t`This page could not be loaded`}
      text={t`The connection may have dropped or the site may have just been updated. Check your internet connection and try again.`}
      actions={
        <>
          <Button variant="primary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              window.location.reload();
            }}
          >
            <Trans>Reload the page</Trans>
          </Button>
        </>
      }
    />
  );
}
