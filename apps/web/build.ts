import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';

// `npm run build [-- --outDir <dir> --emptyOutDir]`: the browser bundle into <dir> (with its
// manifest, which the server reads to link each page's stylesheets), then the server
// renderer into <dir>/server. One command, so every caller that builds into a private
// folder (the E2E server, the benchmarks) gets both.
const { values } = parseArgs({
  options: {
    outDir: { type: 'string', default: 'dist' },
    emptyOutDir: { type: 'boolean', default: true },
    // Accepted for callers written for plain `vite build`; the manifest is always written.
    manifest: { type: 'boolean', default: true },
  },
});
const root = import.meta.dirname;
// A build is always a production build, whoever starts it: under NODE_ENV=test (a test
// that builds) Vite would compile JSX for React's development runtime.
process.env.NODE_ENV = 'production';
const outDir = path.resolve(root, values.outDir);

await build({ root, build: { outDir, emptyOutDir: true, manifest: true } });
await build({
  root,
  logLevel: 'warn',
  // React's production build on the server too: the development one is slower and bigger.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Bundled whole, so the renderer runs from wherever the build was written to.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: path.join(outDir, 'server'),
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      output: {
        codeSplitting: false,
        // V8 keeps a module's source for as long as the module lives, and the renderer lives
        // as long as the server: minified (2.0 -> 1.1 MB) the server holds 7 MB less at rest
        // (docs/PERFORMANCE.md, "Memory"). Names are kept for readable stack traces.
        minify: {
          compress: true,
          mangle: { keepNames: true },
          codegen: { removeWhitespace: true },
        },
      },
    },
  },
});
