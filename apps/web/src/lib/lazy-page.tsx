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
import { ChunkLoadError, loadWithTimeout } from './chunk-load';

type PageModule<Props> = { default: ComponentType<Props> };

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

// A page component that can fetch its own code ahead of the first render.
export type LazyPageComponent<Props> = ComponentType<Props> & {
  preload: () => Promise<void>;
};

// Code-splits a page: `lazyPage(() => import('./routes/careers'))` gives a component that
// shows 'Loading...' while its chunk downloads, and an error with 'Try again' if the download
// fails or takes longer than LAZY_CHUNK_TIMEOUT_MS. Retrying re-runs the import in place, so
// the rest of the app (and any state in it) survives; no full page reload.
//
// `preload()` fetches the chunk before React needs it; a page mounted after that renders
// straight from the loaded module. Server-rendered pages are hydrated only once their chunks
// are preloaded, so every button works from the moment hydration ends (no tap is dropped
// while a boundary waits for its code).
export function lazyPage<Props extends object>(
  load: () => Promise<PageModule<Props>>,
  { timeoutMs = LAZY_CHUNK_TIMEOUT_MS }: LazyPageOptions = {},
): LazyPageComponent<Props> {
  let loaded: ComponentType<Props> | null = null;
  const loadOnce = () =>
    loadWithTimeout(load, timeoutMs).then((module) => {
      loaded = module.default;
      return module;
    });
  // React.lazy remembers a rejection forever, so a retry needs a fresh lazy component. It is
  // kept at module level so a page that loaded once renders instantly on every later visit.
  const createLazy = () => lazy(loadOnce);
  let LazyComponent = createLazy();

  function LazyPage(props: Props) {
    const [attempt, setAttempt] = useState(0);
    // Decided once per mount, since the two shapes differ (switching would remount the page):
    // a page whose code is already here renders without a Suspense boundary. The server
    // preloads the pages it renders, so its markup has the same shape as the browser's
    // first render after main.tsx's preload, and hydration covers the page in the root's one
    // pass; a boundary would hydrate in a later pass, after the shell already looks ready.
    const [preloaded] = useState(() => loaded);
    const retry = useCallback(() => {
      LazyComponent = createLazy();
      setAttempt((count) => count + 1);
    }, []);
    if (preloaded) {
      const Page = preloaded;
      return <Page {...props} />;
    }
    const Page = LazyComponent;
    return (
      <ChunkErrorBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<PageLoading />}>
          <Page {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  LazyPage.preload = async () => {
    if (loaded) return;
    // A failed preload is not an error yet: the render that needs the page shows the
    // chunk error and its retry.
    await loadOnce().catch(() => undefined);
  };
  return LazyPage;
}

export function isLazyPage(value: unknown): value is LazyPageComponent<object> {
  return typeof value === 'function' && 'preload' in value && typeof value.preload === 'function';
}
