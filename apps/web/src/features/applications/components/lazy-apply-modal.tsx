import { Component, lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { LAZY_CHUNK_TIMEOUT_MS } from '@staffing/shared/constants';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ChunkLoadError, loadWithTimeout } from '@/lib/lazy-page';
import type { ApplyModal as ApplyModalComponent } from './apply-modal';

const loadApplyModal = () => import('./apply-modal');
const createLazyModal = () =>
  lazy(async () => ({
    default: (await loadWithTimeout(loadApplyModal, LAZY_CHUNK_TIMEOUT_MS)).ApplyModal,
  }));

// Called when the visitor points at or focuses an Apply button, so the form is usually
// there by the time they click.
export function preloadApplyModal(): void {
  loadApplyModal().catch(() => undefined);
}

type BoundaryProps = { onClose: () => void; onRetry: () => void; children: ReactNode };

// Only a failed download is this boundary's: an error inside the form goes on to the page's.
class LoadErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (!(error instanceof ChunkLoadError)) throw error;
    return (
      <Dialog
        open
        onClose={this.props.onClose}
        title="The application form could not be loaded"
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={this.props.onClose}>
              Close
            </Button>
            <Button variant="primary" onClick={this.props.onRetry}>
              Try again
            </Button>
          </>
        }
      >
        <p>Check your internet connection and try again.</p>
      </Dialog>
    );
  }
}

/**
 * LazyApplyModal: the ApplyModal (same props), downloaded the first time it opens. The form
 * brings react-hook-form, zod and the shared schemas (about 40 KB gzip), which a job page
 * does not need to show the job; a failed download offers a retry instead of the form.
 */
export function LazyApplyModal(props: ComponentProps<typeof ApplyModalComponent>) {
  const [attempt, setAttempt] = useState(0);
  const [LazyModal, setLazyModal] = useState(() => createLazyModal());
  if (!props.open) return null;
  return (
    <LoadErrorBoundary
      key={attempt}
      onClose={props.onClose}
      onRetry={() => {
        setLazyModal(() => createLazyModal());
        setAttempt((count) => count + 1);
      }}
    >
      <Suspense fallback={null}>
        <LazyModal {...props} />
      </Suspense>
    </LoadErrorBoundary>
  );
}
