import path from 'node:path';
import { build } from 'vite';

// `npm run build --workspace apps/api`: the production server as one JavaScript module,
// dist/server.js. Node can run src/server.ts itself by stripping its types, but the stripper
// is a WebAssembly module that stays in memory, and every module is read and stripped at
// each start: the built server holds about 30 MB less at rest (ADR 0011). Packages from
// node_modules stay imports (a native addon, pg's optional parts, pino's worker files must
// be found where npm installed them); the workspace's own TypeScript is bundled.
const root = import.meta.dirname;

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    // The job search work and the resume reader (child processes) run from their own files
    // beside server.js (modules/jobs/job-search-work.ts, modules/resumes/resume-text-reader.ts).
    rollupOptions: {
      input: {
        server: path.join(root, 'src/server.ts'),
        'resume-text-worker': path.join(root, 'src/modules/resumes/resume-text-worker.ts'),
        'job-search-worker': path.join(root, 'src/modules/jobs/job-search-worker.ts'),
      },
      output: { entryFileNames: '[name].js' },
    },
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    target: 'node24',
    // Readable stack traces in the server's logs without source maps held in memory.
    minify: false,
    copyPublicDir: false,
  },
  ssr: { target: 'node', noExternal: [/^@staffing\//] },
});
