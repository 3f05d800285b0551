import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startResult, type ResultRow } from './bench-result.ts';
import { ROOT } from './bench-support.ts';

// npm run bench:bundle
// What a first visit to / downloads before it can render: the entry chunk and its static
// imports (modulepreloaded), their CSS, and the home route chunk with its own static imports,
// gzip-compressed at zlib's default level. Read from Vite's build manifest. The tables are
// printed and the result written to bench/results/.

type ManifestEntry = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

const recorder = startResult('bench:bundle', { files: process.argv.includes('--files') });
const dist = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
const build = spawnSync(
  'npm',
  [
    'run',
    'build',
    '--workspace',
    'apps/web',
    '--',
    '--outDir',
    dist,
    '--emptyOutDir',
    '--manifest',
  ],
  {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
if (build.status !== 0) process.exit(1);
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestEntry
>;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}
function files(keys: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const key of keys) {
    const entry = manifest[key];
    if (!entry) continue;
    out.add(entry.file);
    for (const css of entry.css ?? []) out.add(css);
  }
  return out;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
const homeKey = Object.keys(manifest).find((key) => key.endsWith('src/app/routes/home.tsx')) ?? '';
const entry = files(closure(entryKey));
const home = [...files(closure(homeKey))].filter((file) => !entry.has(file));
let js = 0;
let css = 0;
const homeFiles: { part: string; file: string; gzipBytes: number }[] = [];
for (const file of [...entry, ...home]) {
  const size = gzipSync(readFileSync(path.join(dist, file))).length;
  if (file.endsWith('.js')) js += size;
  else css += size;
  const part = entry.has(file) ? 'entry' : 'home';
  homeFiles.push({ part, file, gzipBytes: size });
  console.log(`${part.padEnd(5)}  ${file}  ${(size / 1024).toFixed(1)} KiB gzip`);
}
console.log(`JavaScript ${(js / 1024).toFixed(1)} KiB, CSS ${(css / 1024).toFixed(1)} KiB (gzip)`);

// The same first-visit sum for the other public pages, and all the CSS the build ships, so a
// change to shared styles is judged by every page it reaches, not by the home page alone.
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const PAGES = [
  'home',
  'find-job',
  'find-job-industry',
  'job-detail',
  'find-talent',
  'find-talent-industry',
  'about-us',
  'careers',
  'contact-us',
  'industries',
];
// CSS is counted twice: as separate files (each compressed on its own, as a linked
// stylesheet travels) and as one stream (the page's stylesheets written into its HTML,
// which is how the server sends them; see render-document.ts).
console.log(
  '\n| page | JavaScript | CSS, files | CSS, in the page |\n| --- | ---: | ---: | ---: |',
);
const rows: ResultRow[] = [];
for (const page of PAGES) {
  const key = Object.keys(manifest).find((k) => k.endsWith(`src/app/routes/${page}.tsx`));
  if (!key) continue;
  const all = new Set([...entry, ...files(closure(key))]);
  const sum = (ext: string) =>
    [...all].filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipBytes(f), 0);
  const inPage = gzipSync(
    Buffer.concat(
      [...all].filter((f) => f.endsWith('.css')).map((f) => readFileSync(path.join(dist, f))),
    ),
  ).length;
  console.log(`| ${page} | ${kib(sum('.js'))} | ${kib(sum('.css'))} | ${kib(inPage)} |`);
  rows.push({
    name: 'first visit',
    params: { page },
    metrics: {
      jsGzipBytes: sum('.js'),
      cssFilesGzipBytes: sum('.css'),
      cssInPageGzipBytes: inPage,
    },
  });
  // --files: which stylesheets make up a page's CSS figure, to see where its bytes come from.
  if (process.argv.includes('--files')) {
    console.log(`|   all in the page | | | ${inPage} B |`);
    for (const f of [...all].filter((f) => f.endsWith('.css'))) {
      console.log(`|   ${f} | | ${gzipBytes(f)} B |`);
    }
  }
}
const cssFiles = new Set(Object.values(manifest).flatMap((entry) => entry.css ?? []));
const cssRaw = [...cssFiles].reduce((t, f) => t + readFileSync(path.join(dist, f)).length, 0);
const cssGzip = [...cssFiles].reduce((t, f) => t + gzipBytes(f), 0);
console.log(
  `\nAll CSS in the build: ${cssFiles.size} files, ${kib(cssRaw)} raw, ${kib(cssGzip)} gzip (each file on its own)`,
);
rmSync(dist, { recursive: true, force: true });
rows.push({
  name: 'all CSS in the build',
  params: {},
  metrics: { files: cssFiles.size, rawBytes: cssRaw, gzipBytes: cssGzip },
});
recorder.write({ rows, details: { homeFirstVisitFiles: homeFiles } });
