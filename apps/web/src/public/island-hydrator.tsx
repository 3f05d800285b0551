// React's half of the islands' runtime, loaded with the first island that becomes live
// (entry-islands.tsx has none of React, so a page nobody touches loads none of it).
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

// Calls onReady once React has committed the island: from then on its buttons work. A
// wrapper with one child leaves every useId inside as the server rendered it.
function Ready({ onReady, children }: { onReady: () => void; children?: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

// Hydrates the server's HTML of one island as a React root of its own, with the props and
// identifier prefix the server rendered it with; resolves once it is live.
export function hydrateIsland(
  element: Element,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  identifierPrefix: string,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const island = createElement(Ready, { onReady: resolve }, createElement(Component, props));
    hydrateRoot(element, island, { identifierPrefix });
  });
}
