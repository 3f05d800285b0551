import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The only file of the web app that reads process.env: the browser bundle gets its runtime
// settings from the server (the injected site-config JSON), never from build-time variables.
const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
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
      // See src/lib/zod-without-eval.ts; exact match, so its own 'zod/v4' import is not redirected.
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page needs change far less often than the app: one named
          // chunk keeps their hash (and the browser's cached copy) stable across deploys.
          // Libraries only some pages use (forms, and zod, which validates API answers and
          // forms) stay in those pages' chunks, off the startup path.
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            // The primitives every public page draws (sections, containers, buttons, meta): one
            // small chunk instead of four. Only these: the server writes a page's stylesheets
            // into its HTML, so a stylesheet here is in every page, needed or not, while one
            // left in its own chunk costs a first visit nothing (bench:bundle, "in the page").
            {
              name: 'page-ui',
              test: /[\\/]src[\\/]components[\\/]ui[\\/](section|container|page-meta|button)\.(tsx|module\.css)$/,
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
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // One jsdom and one evaluated module graph per worker instead of per file: set up 66
    // times they took a third of the suite's time and most of its CPU (docs/PERFORMANCE.md,
    // "Test suite"). setup-tests.ts empties the document, storage and cookies after each file;
    // no web test mocks a module (vi.mock would reach the files after it in the same worker),
    // and a test's own data lives in its own query client and memory router.
    isolate: false,
    // As the API projects: a test that types into a long form takes seconds on a busy 2-core
    // machine running two files at once.
    testTimeout: 20_000,
  },
});
