import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { LAZY_CHUNK_TIMEOUT_MS } from '@staffing/shared/constants';
import { ChunkErrorView } from '@/components/layout/chunk-error-view';
import { PageLoading } from '@/components/ui/page-loading';

// Marks failures of the chunk download itself, so the boundary below offers a retry for
// those and lets a page's own render errors reach the route's error view instead.
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly timedOut: boolean;

  constructor(message: string, options: { cause?: unknown; timedOut?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.timedOut = options.timedOut ?? false;
  }
}

type PageModule<Props> = { default: ComponentType<Props> };

// A stalled download never settles on its own (a dead connection can hang until the browser
// gives up minutes later); the race turns it into an error the user can act on.
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new ChunkLoadError(`Page chunk did not load within ${timeoutMs} ms`, { timedOut: true }),
      );
    }, timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Page chunk failed to load', { cause: error }));
      },
    );
  });
}

type BoundaryProps = { onRetry: () => void; children: ReactNode };
type BoundaryState = { error: unknown };

// React itself reports caught errors to the console, so there is no componentDidCatch here.
class ChunkErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Not ours: rethrowing during render hands it to the next boundary up (the route's).
    // It is rethrown as is, whatever it is: the router's boundary recognises thrown
    // responses, which are not Error instances.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (!(error instanceof ChunkLoadError)) throw error;
    return <ChunkErrorView onRetry={this.props.onRetry} />;
  }
}

export type LazyPageOptions = { timeoutMs?: number };

// Code-splits a page: `lazyPage(() => import('./routes/careers'))` gives a component that
// shows 'Loading...' while its chunk downloads, and an error with 'Try again' if the download
// fails or takes longer than LAZY_CHUNK_TIMEOUT_MS. Retrying re-runs the import in place, so
// the rest of the app (and any state in it) survives; no full page reload.
export function lazyPage<Props extends object>(
  load: () => Promise<PageModule<Props>>,
  { timeoutMs = LAZY_CHUNK_TIMEOUT_MS }: LazyPageOptions = {},
): ComponentType<Props> {
  // React.lazy remembers a rejection forever, so a retry needs a fresh lazy component. It is
  // kept at module level so a page that loaded once renders instantly on every later visit.
  const createLazy = () => lazy(() => loadWithTimeout(load, timeoutMs));
  let LazyComponent = createLazy();

  function LazyPage(props: Props) {
    const [attempt, setAttempt] = useState(0);
    const retry = useCallback(() => {
      LazyComponent = createLazy();
      setAttempt((count) => count + 1);
    }, []);
    const Page = LazyComponent;
    return (
      <ChunkErrorBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<PageLoading />}>
          <Page {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return LazyPage;
}
