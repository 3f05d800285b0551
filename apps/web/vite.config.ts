import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getConfig as getLinguiConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import type { Connect, Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// The only file of the web app that reads process.env: the browser bundle gets its runtime
// settings from the server (the injected site-config JSON), never from build-time variables.
const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

// Lingui finds its configuration from the working directory, which is the repository's root
// when the tests run: it is named here.
const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

// The public documents are rendered by the server alone (ADR 0021), yet their stylesheets
// come from this build, which names them in its manifest: each document is an input here
// too. Its script is written but never requested by a page.
const documentsDir = fileURLToPath(new URL('./src/public/documents', import.meta.url));
const documentInputs = {
  ...Object.fromEntries(
    readdirSync(documentsDir)
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => [`document-${file.replace(/\.tsx$/, '')}`, `${documentsDir}/${file}`]),
  ),
  'document-layout': fileURLToPath(new URL('./src/public/document-layout.tsx', import.meta.url)),
};

// The development catalogue of UI primitives (/dev/ui) is a page of the signed-in app, whose
// shell is app.html; `vite preview` (the visual spec's server) would answer index.html, the
// public documents' template, which has no app to draw it.
const serveAppShellForDevPages: Connect.NextHandleFunction = (request, _response, next) => {
  if (request.url === '/dev' || request.url?.startsWith('/dev/')) request.url = '/app.html';
  next();
};
const devPagesInAppShell: Plugin = {
  name: 'dev-pages-in-app-shell',
  configurePreviewServer(server) {
    server.middlewares.use(serveAppShellForDevPages);
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  // Lingui's macros become catalogue lookups (Babel, only in the files that import them), and
  // a module's `import` of a PO catalogue gets it compiled (ADR 0024); a Spanish text missing
  // from its catalogue fails the build.
  plugins: [
    react(),
    babel({
      presets: [
        linguiTransformerBabelPreset(
          { linguiConfig: getLinguiConfig({ configPath: linguiConfigPath }) },
          { configPath: linguiConfigPath },
        ),
      ],
    }),
    lingui({ configPath: linguiConfigPath, failOnMissing: command === 'build' }),
    devPagesInAppShell,
  ],
  css: {
    modules: {
      // Production class names are short hashes: each CSS Modules class is written in the
      // stylesheet and again in the script that uses it, and readable names made up a large
      // part of both. Development and tests keep file and class in the name.
      generateScopedName:
        process.env.NODE_ENV === 'production'
          ? '_[hash:base64:5]'
          : '[name]__[local]_[hash:base64:4]',
    },
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The browser bundle holds the documents only for their stylesheets (see documentInputs):
      // the server renderer they use to render islands is never run there, so it is not
      // bundled there either.
      ...(command === 'build' && !isSsrBuild
        ? [
            {
              find: /^react-dom\/server$/,
              replacement: fileURLToPath(
                new URL('./src/public/server-render-stub.ts', import.meta.url),
              ),
            },
          ]
        : []),
      // See src/lib/zod-without-eval.ts; exact match, so its own 'zod/v4' import is not redirected.
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    // Every browser the site supports preloads modules itself; the polyfill was a request of
    // its own on every public page.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    rolldownOptions: {
      // index.html: the public documents' islands; app.html: the signed-in app.
      input: {
        site: fileURLToPath(new URL('./index.html', import.meta.url)),
        app: fileURLToPath(new URL('./app.html', import.meta.url)),
        ...documentInputs,
      },
      // A document input's component must be kept (not shaken out as unused) for its
      // stylesheet to be written.
      preserveEntrySignatures: 'exports-only',
      output: {
        codeSplitting: {
          // The libraries every page needs change far less often than the app: a named chunk
          // keeps their hash (and the browser's cached copy) stable across deploys. React
          // and Lingui's runtime are what the public documents' islands need; the router and the query cache
          // are the signed-in app's. Libraries only some pages use (forms, and zod, which
          // validates API answers and forms) stay in those pages' chunks, off the startup path.
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@lingui[\\/](core|react)|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            // What every public document runs as it starts, without React: the islands'
            // runtime (with the loader of the page's catalogue and the site's languages) and
            // the contact popup's script, in one request. Left to itself the build
            // splits these modules by which documents also reach them (the documents are inputs
            // for their stylesheets): a few files of a kilobyte, each with its own headers.
            {
              name: 'every-document',
              test: /[\\/]src[\\/](public[\\/](island-names|island-registry|page-messages|behaviours[\\/](contact-popup|language-choice))\.tsx?|features[\\/]public[\\/]marketing[\\/](utils[\\/]contact-popup-rules|components[\\/]contact-popup-attributes)\.ts|lib[\\/](session-announcement|i18n[\\/]catalogues)\.ts|i18n[\\/]locales\.ts)$|vite[\\/]preload-helper/,
              priority: 1,
            },
            // What islands and behaviours share without React (the API client, answer checks,
            // document loads, the passkey sign-in call): one chunk of its own. Left to the
            // islands' groups, each module went into whichever island's chunk claimed it
            // first, so the login page's passkey script loaded the login island's chunk, and
            // with it React.
            {
              name: 'island-kit',
              test: /[\\/]src[\\/](lib[\\/](api-client|answer-parsers|lazy-parser|load-once|chunk-load|document-location|form-values|lazy-validation)|features[\\/]shared[\\/]auth[\\/]components[\\/]safe-next-path|lib[\\/]i18n[\\/]document-path|features[\\/]account[\\/]passkeys[\\/](api[\\/]sign-in-with-passkey|utils[\\/]passkeys-usable))\.ts$/,
              priority: 1,
            },
            // The plain functions that write numbers and counts (number-format, find-job's
            // results counts, the pager's page numbers), shared by the find-job-counts
            // behaviour, islands, pay and the signed-in app: left to the behaviour's group they
            // went into its chunk, and every other user of them loaded the behaviour with them.
            {
              name: 'count-text',
              test: /[\\/](src[\\/](features[\\/]public[\\/]jobs[\\/]utils[\\/]job-results-counts|components[\\/]ui[\\/]pager-pages)|shared[\\/]src[\\/]number-format)\.ts$/,
              priority: 1,
            },
            // Every island (and behaviour) in one chunk with what it uses beyond the above, for
            // the same reason: an island that becomes live loads one file (and React).
            {
              debugName: 'island',
              name: (id: string) =>
                /[\\/]src[\\/]public[\\/](?:islands|behaviours)[\\/]([a-z-]+)\.tsx?$/.exec(
                  id,
                )?.[1] ?? null,
              priority: 0,
            },
            {
              name: 'app-vendor',
              test: /[\\/]node_modules[\\/](react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    // Same-origin in development as in production, so session and XSRF cookies behave alike.
    proxy: { '/api': { target: apiProxyTarget } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // One jsdom per worker for most files, one per file for the few that need it: the root
    // vitest.config.ts splits them into the projects web and web-isolated.
    isolate: false,
    // As the API projects: a test that types into a long form takes seconds on a busy 2-core
    // machine running two files at once.
    testTimeout: 20_000,
  },
}));
