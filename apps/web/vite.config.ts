import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The only file of the web app that reads process.env: the browser bundle gets its runtime
// settings from the server (the injected site-config JSON), never from build-time variables.
const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
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
            // The primitives nearly every public page draws (its sections, buttons, meta, and
            // the picture cards of home): one small chunk and one stylesheet instead of five,
            // each compressed on its own. Measured with bench:bundle: home's first-visit CSS
            // 7,960 -> 7,697 bytes gzip, JavaScript 131.1 -> 130.1 KiB.
            {
              name: 'page-ui',
              test: /[\\/]src[\\/]components[\\/]ui[\\/](section|container|page-meta|button|media-card)\.(tsx|module\.css)$/,
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
  },
});
