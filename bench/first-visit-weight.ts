import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startResult, type ResultRow } from './bench-result.ts';
import { ROOT, startServer } from './bench-support.ts';

// npm run bench:bundle [-- --seconds 8]
// What a first visit to each public page downloads, as a phone would see it: the production
// build served by the production server (SQLite, demo data), each page opened in a fresh
// Chromium context at 375 px and left open for `seconds` (the contact popup appears at 6 s),
// every response's bytes on the wire summed (compressed as sent), and the script among them.
// Then the build's manifest is checked: no public page may load a file that only the
// signed-in app reaches (ADR 0021), so a new staff screen cannot make a public page heavier;
// the script exits 1 when one does, or when a page's script is over its budget.

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    // No public page loads React before a person reaches an island (ADR 0021): the entry, the
    // behaviours and their shared chunks stay far below this.
    'script-budget-kib': { type: 'string', default: '40' },
    // Lists each page's files with their bytes, to see where a figure comes from.
    files: { type: 'boolean', default: false },
  },
});
const visitMs = Math.max(1, Number(values.seconds)) * 1000;
const scriptBudget = Number(values['script-budget-kib']) * 1024;
const recorder = startResult('bench:bundle', { seconds: visitMs / 1000 });

type ManifestEntry = {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

const distDir = mkdtempSync(path.join(tmpdir(), 'first-visit-dist-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'first-visit-data-'));
const build = spawnSync(
  'npm',
  ['run', 'build', '--workspace', 'apps/web', '--', '--outDir', distDir, '--emptyOutDir'],
  { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (build.status !== 0) process.exit(1);
const manifest = JSON.parse(
  readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestEntry>;

// Files reachable from a manifest entry, through static and (optionally) dynamic imports.
function reach(key: string, dynamic: boolean, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  const entry = manifest[key];
  for (const child of [
    ...(entry?.imports ?? []),
    ...(dynamic ? (entry?.dynamicImports ?? []) : []),
  ])
    reach(child, dynamic, seen);
  return seen;
}
const filesOf = (keys: Iterable<string>) =>
  new Set(
    [...keys].flatMap((key) => {
      const entry = manifest[key];
      return entry ? [entry.file, ...(entry.css ?? [])] : [];
    }),
  );
const publicFiles = filesOf(reach('index.html', true));
const appOnlyFiles = new Set(
  [...filesOf(reach('app.html', true))].filter((f) => !publicFiles.has(f)),
);

const server = await startServer({
  WEB_DIST_DIR: distDir,
  DATA_DIR: dataDir,
  DATABASE_URL: `sqlite:${path.join(dataDir, 'bundle.db')}`,
  SEED_DEMO_DATA: 'true',
  // Every visit is a first visit: no page served from the page cache of an earlier one
  // would change its bytes, but the figures should not depend on it either.
  PAGE_CACHE_MS: '0',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const rows: ResultRow[] = [];
const failures: string[] = [];
try {
  const [job] = (await (await fetch(`${server.url}/api/jobs/jobs?limit=1`)).json()) as {
    _id: string;
  }[];
  const pages = [
    '/',
    '/find-job',
    '/find-job?q=nurse',
    '/find-job/healthcare',
    `/jobs/${job?._id ?? ''}`,
    '/find-talent',
    '/find-talent/healthcare',
    '/industries',
    '/about-us',
    '/contact-us',
    '/careers',
    '/sales-rep',
    '/login',
    '/sign-up',
  ];
  console.log(
    `| page | script | stylesheets | document | whole transfer in ${visitMs / 1000} s | requests |\n| --- | ---: | ---: | ---: | ---: | ---: |`,
  );
  for (const page of pages) {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    const types = new Map<string, { type: string; url: string }>();
    const sizes = { script: 0, stylesheet: 0, document: 0, total: 0, requests: 0 };
    const loadedFiles: string[] = [];
    const fileBytes: string[] = [];
    cdp.on('Network.responseReceived', (event) => {
      types.set(event.requestId, { type: event.type, url: event.response.url });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const response = types.get(event.requestId);
      sizes.total += event.encodedDataLength;
      sizes.requests += 1;
      if (!response) return;
      if (response.type === 'Script') sizes.script += event.encodedDataLength;
      if (response.type === 'Stylesheet') sizes.stylesheet += event.encodedDataLength;
      if (response.type === 'Document') sizes.document += event.encodedDataLength;
      const file = new URL(response.url).pathname.slice(1);
      if (file.startsWith('assets/')) loadedFiles.push(file);
      fileBytes.push(`    ${response.type} ${file || '(document)'} ${event.encodedDataLength} B`);
    });
    await tab.goto(`${server.url}${page}`);
    await tab.waitForTimeout(visitMs);
    await context.close();
    const name = page.startsWith('/jobs/') ? '/jobs/{id}' : page;
    console.log(
      `| ${name} | ${kib(sizes.script)} | ${kib(sizes.stylesheet)} | ${kib(sizes.document)} | ${kib(sizes.total)} | ${sizes.requests} |`,
    );
    if (values.files) console.log(fileBytes.join('\n'));
    const appOnly = loadedFiles.filter((file) => appOnlyFiles.has(file));
    if (appOnly.length > 0)
      failures.push(`${name} loads the signed-in app's ${appOnly.join(', ')}`);
    if (sizes.script > scriptBudget)
      failures.push(`${name} loads ${kib(sizes.script)} of script (budget ${kib(scriptBudget)})`);
    rows.push({
      name: 'first visit',
      params: { page: name, widthPx: 375, seconds: visitMs / 1000 },
      metrics: {
        scriptBytes: sizes.script,
        stylesheetBytes: sizes.stylesheet,
        documentBytes: sizes.document,
        totalBytes: sizes.total,
        requests: sizes.requests,
        appOnlyFiles: appOnly.length,
      },
    });
  }
} finally {
  await browser.close();
  await server.stop();
}

// React alone, as every page with an island needs it: the floor under the script figures.
const vendorKey = Object.keys(manifest).find((key) => manifest[key]?.file.includes('/vendor-'));
const vendorFile = vendorKey ? manifest[vendorKey]?.file : undefined;
if (vendorFile) {
  const vendorBytes = gzipSync(readFileSync(path.join(distDir, vendorFile))).length;
  console.log(`\nReact and react-dom/client (${vendorFile}): ${kib(vendorBytes)} gzip`);
  rows.push({ name: 'react runtime', params: {}, metrics: { gzipBytes: vendorBytes } });
}
console.log(`Files only the signed-in app reaches: ${appOnlyFiles.size}`);
rmSync(distDir, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });
recorder.write({ rows, details: { failures } });
if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
