import { useId, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import {
  CLIENT_ISLAND_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type ClientIslandName,
  type IslandName,
} from './island-names';
import styles from './island.module.css';

// The server renders an island as a React root of its own, inside the document's markup: the
// browser hydrates exactly that root (entry-islands.tsx), with the props written beside it
// and the same identifier prefix, so every useId inside matches between the two renders.
// React supports a synchronous renderToString inside another server render for this (it
// restores the outer render's context when it returns).
//
// `component` is the island module's default export, which the browser loads by `name`
// (island-registry.ts); a document imports only the islands it holds, so it carries only
// their stylesheets.
function islandId(outerId: string): string {
  return `i${outerId.replace(/[^a-zA-Z0-9]/g, '')}`;
}

type IslandProps<P> = { name: IslandName; component: ComponentType<P>; props: P };

export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const id = islandId(useId());
  const html = renderToString(<Component {...props} />, { identifierPrefix: `${id}-` });
  return (
    <div
      className={styles.island}
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_ID_ATTRIBUTE]: id,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

// An island with nothing to show until the browser mounts it (the contact popup). The
// component is named only so that its props are checked.
type ClientIslandProps<P> = { name: ClientIslandName; component: ComponentType<P>; props: P };

export function ClientIsland<P extends object>({ name, props }: ClientIslandProps<P>) {
  return (
    <div
      className={styles.island}
      {...{
        [CLIENT_ISLAND_ATTRIBUTE]: name,
        [ISLAND_ID_ATTRIBUTE]: islandId(useId()),
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
      }}
    />
  );
}
