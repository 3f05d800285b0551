import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The web app's message catalogues (ADR 0024): the English texts are the source, written in
// the components through Lingui's macros; `npm run i18n:extract` gathers them into one PO
// file per language for a translator, and the Vite plugin compiles a catalogue when a page
// imports it. Source lines are left out of the files so that moving code does not rewrite
// every entry.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/dev-ui/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // The macros' `useLingui` and `Trans` read the React tree's language, with English source
  // texts outside a provider in tests (src/lib/i18n/lingui-runtime.tsx).
  runtimeConfigModule: {
    useLingui: ['@/lib/i18n/lingui-runtime', 'useLingui'],
    Trans: ['@/lib/i18n/lingui-runtime', 'Trans'],
  },
});
