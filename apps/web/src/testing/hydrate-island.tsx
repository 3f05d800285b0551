import { act } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
} from '@/public/island-names';
import { islandLoader } from '@/public/island-registry';
import { keepMountedRoot } from './mounted-roots';

/**
 * An island as a page gets it: the server's HTML (renderToString with an identifier
 * prefix, as public/island.tsx renders it), then hydrated with the same props, as
 * public/entry-islands.tsx does. Returns the element, the server's HTML and the errors React
 * recovered from while hydrating (a mismatch between the two renders is one).
 * `beforeHydrate` acts on the server's HTML first, as a person can before the island is live.
 */
export async function hydrateIsland<P extends object>(
  Component: ComponentType<P>,
  props: P,
  {
    userEvent: events = userEvent.setup(),
    beforeHydrate,
  }: { userEvent?: UserEvent; beforeHydrate?: (container: HTMLElement) => void } = {},
) {
  const identifierPrefix = 'itest-';
  // JSON, as the props travel in the page.
  const sentProps = JSON.parse(JSON.stringify(props)) as P;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Component {...sentProps} />, { identifierPrefix });
  document.body.append(container);
  const serverHtml = container.innerHTML;
  beforeHydrate?.(container);
  const hydrationErrors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Component {...sentProps} />, {
      identifierPrefix,
      onRecoverableError: (error) => hydrationErrors.push(error),
    });
    await Promise.resolve();
  });
  if (root) keepMountedRoot(root, container, true);
  return { container, serverHtml, hydrationErrors, user: events };
}

/**
 * Hydrates every island of a rendered document (renderDocument) as the browser's
 * entry-islands.tsx does: each as a root of its own, with the props and identifier prefix
 * the server wrote beside it. Returns the errors React recovered from while hydrating.
 */
export async function hydrateDocumentIslands(container: HTMLElement): Promise<unknown[]> {
  const hydrationErrors: unknown[] = [];
  for (const element of container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const load = islandLoader(element.getAttribute(ISLAND_ATTRIBUTE) ?? '');
    if (!load) throw new Error(`No island named ${element.getAttribute(ISLAND_ATTRIBUTE)}`);
    const { default: Component } = await load();
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Record<
      string,
      unknown
    >;
    const identifierPrefix = `${element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? 'i'}-`;
    await act(async () => {
      const root = hydrateRoot(element, <Component {...props} />, {
        identifierPrefix,
        onRecoverableError: (error) => hydrationErrors.push(error),
      });
      keepMountedRoot(root, element, false);
      await Promise.resolve();
    });
  }
  return hydrationErrors;
}
