import { Component, lazy, Suspense, type ReactNode } from 'react';

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

export function LazyContactPopup() {
  return (
    <SilentBoundary>
      <Suspense fallback={null}>
        <ContactPopup />
      </Suspense>
    </SilentBoundary>
  );
}
