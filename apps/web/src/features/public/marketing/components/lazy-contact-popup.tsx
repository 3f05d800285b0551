import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';

// The popup is not needed for the first 6 seconds, so it is kept out of the entry bundle
// and downloaded right after the first render.
const ContactPopup = lazy(async () => {
  const module = await import('./contact-popup');
  return { default: module.ContactPopup };
});

type BoundaryState = { failed: boolean };

// A popup that failed to download is simply not shown; it must never take the page down.
class SilentBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

const subscribeToNothing = () => () => undefined;

export function LazyContactPopup({ pathname }: { pathname: string }) {
  // The popup reads the browser's session storage and focus as it starts: it is never part
  // of the server-rendered page, and in the browser it mounts right after hydration.
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <SilentBoundary>
      <Suspense fallback={null}>
        <ContactPopup pathname={pathname} />
      </Suspense>
    </SilentBoundary>
  );
}
