// The public site's only entry script. A public page is a document the server rendered
// whole (ADR 0021); this hydrates the few parts of it that react to a person, the islands,
// each as a React root of its own, and mounts the islands that wait for their moment.
// No router and no query cache: a link loads the next document.
import '@/styles/tokens.css';
import '@/styles/global.css';
import { createElement, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  CLIENT_ISLAND_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
} from './island-names';
import { islandLoader } from './island-registry';

function readProps(element: Element): Record<string, unknown> {
  try {
    const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
    return typeof props === 'object' && props !== null ? (props as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// Calls onReady once React has committed the island: from then on its buttons work. A
// wrapper with one child leaves every useId inside as the server rendered it.
function Ready({ onReady, children }: { onReady: () => void; children?: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

async function start(element: Element, attribute: string, hydrate: boolean): Promise<void> {
  const load = islandLoader(element.getAttribute(attribute) ?? '');
  if (!load) return;
  const { default: Component } = await load();
  const identifierPrefix = `${element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? 'i'}-`;
  await new Promise<void>((resolve) => {
    const island = createElement(
      Ready,
      { onReady: resolve },
      createElement(Component, readProps(element)),
    );
    if (hydrate) hydrateRoot(element, island, { identifierPrefix });
    else createRoot(element, { identifierPrefix }).render(island);
  });
}

// Hydration waits for the first frame, so the server's HTML is on screen before any of
// React's work; each island is its own root, so no task is longer than its own island.
function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}

async function hydrateIslands(): Promise<void> {
  await afterFirstFrame();
  const islands = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
  const clientIslands = [...document.querySelectorAll(`[${CLIENT_ISLAND_ATTRIBUTE}]`)];
  const results = await Promise.allSettled([
    ...islands.map((element) => start(element, ISLAND_ATTRIBUTE, true)),
    ...clientIslands.map((element) => start(element, CLIENT_ISLAND_ATTRIBUTE, false)),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') console.error(result.reason);
  }
  // Scripts (the browser suite) wait for this before they click: until an island has
  // hydrated, its buttons do nothing.
  document.documentElement.dataset.interactive = 'true';
}

void hydrateIslands();
