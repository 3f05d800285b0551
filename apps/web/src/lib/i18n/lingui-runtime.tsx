// What Lingui's macros compile to in this app (lingui.config.ts, `runtimeConfigModule`):
// `useLingui` and `Trans` read the language of the React tree they are in, which the server's
// render, each island and the signed-in app provide with <LocaleProvider>. Outside one (a
// component test, the development server) they speak English with the source texts, which
// the macros keep outside production builds; a production build has only message ids, so a
// tree without a provider there is a bug, said as such.
import { useContext, type ReactNode } from 'react';
import { setupI18n } from '@lingui/core';
import { LinguiContext, type TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';

type LinguiContextValue = NonNullable<React.ContextType<typeof LinguiContext>>;

let sourceTexts: LinguiContextValue | undefined;

function sourceTextsContext(): LinguiContextValue {
  if (import.meta.env.PROD) {
    throw new Error('A translated text was rendered outside a LocaleProvider.');
  }
  if (!sourceTexts) {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    sourceTexts = { i18n, _: i18n._.bind(i18n) };
  }
  return sourceTexts;
}

export function useLingui(): LinguiContextValue {
  return useContext(LinguiContext) ?? sourceTextsContext();
}

export function Trans(props: TransProps): ReactNode {
  const lingui = useLingui();
  return <TransNoContext {...props} lingui={lingui} />;
}
