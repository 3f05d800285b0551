import { useId, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  BEHAVIOUR_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATE_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type BehaviourName,
  type IslandHydration,
  type IslandName,
} from './island-names';
import { useLingui } from '@/lib/i18n/lingui-runtime';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
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

// `hydrate`: when the browser makes it live (island-names.ts, IslandHydration).
type IslandProps<P> = {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  hydrate?: IslandHydration;
};

export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = 'interaction',
}: IslandProps<P>) {
  const id = islandId(useId());
  // A render of its own, which does not see the page's providers: the page's language is
  // given to it again, as the browser gives it when it hydrates the island.
  const { i18n } = useLingui();
  const html = renderToString(
    <LocaleProvider i18n={i18n}>
      <Component {...props} />
    </LocaleProvider>,
    { identifierPrefix: `${id}-` },
  );
  return (
    <div
      className={styles.island}
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_HYDRATE_ATTRIBUTE]: hydrate,
        [ISLAND_ID_ATTRIBUTE]: id,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

// A behaviour (island-names.ts): the markup the server renders, and the name of the plain
// script the browser starts on it with these props.
type BehaviourProps = { name: BehaviourName; props: object; children?: ReactNode };

export function Behaviour({ name, props, children }: BehaviourProps) {
  return (
    <div
      className={styles.island}
      {...{ [BEHAVIOUR_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
    >
      {children}
    </div>
  );
}
