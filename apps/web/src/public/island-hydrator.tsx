// React's half of the islands' runtime, loaded with the first island that becomes live
// (entry-islands.tsx has none of React, so a page nobody touches loads none of it).
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { pageLocale } from './page-messages';

let pageI18n: I18n | undefined;
function i18nWith(messages: Messages): I18n {
  const locale = pageLocale();
  pageI18n ??= setupI18n({ locale, messages: { [locale]: messages } });
  return pageI18n;
}

// Calls onReady once React has committed the island: from then on its buttons work. A
// wrapper with one child leaves every useId inside as the server rendered it.
function Ready({ onReady, children }: { onReady: () => void; children?: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

// Hydrates the server's HTML of one island as a React root of its own, with the props and
// identifier prefix the server rendered it with; resolves once it is live.
// The island is in the page's language, as the server rendered it (public/island.tsx), with
// the page's catalogue (page-messages.ts).
export function hydrateIsland(
  element: Element,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  identifierPrefix: string,
  messages: Messages,
): Promise<void> {
  const i18n = i18nWith(messages);
  return new Promise<void>((resolve) => {
    const island = createElement(
      Ready,
      { onReady: resolve },
      createElement(LocaleProvider, { i18n, children: createElement(Component, props) }),
    );
    hydrateRoot(element, island, { identifierPrefix });
  });
}
