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
// Every page is measured in English and at its Spanish address under /es, with the same
// budgets. Then the build's manifest is checked: no public page may load a file that only the
// signed-in app reaches (ADR 0021), so a new staff screen cannot make a public page heavier.
// After the visit the page's first island is woken, as a person's first touch would, which
// loads React, the island and the page's catalogue: an English page must load no file of the
// Spanish catalogue and a Spanish page none of the English one (each is a chunk of its own,
// lib/i18n/catalogues.ts). The script exits 1 when a page breaks one of these rules, or when
// its script or its whole transfer in `seconds` is over its budget.

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    // No public page loads React before a person reaches an island (ADR 0021): the entry, the
    // behaviours and their shared chunks stay far below this.
    'script-budget-kib': { type: 'string', default: '40' },
    // Everything a visit downloads in its first `seconds`: document, styles, script, images.
    'transfer-budget-kib': { type: 'string', default: '95' },
    // Lists each page's files with their bytes, to see where a figure comes from.
    files: { type: 'boolean', default: false },
  },
});
const visitMs = Math.max(1, Number(values.seconds)) * 1000;
const scriptBudget = Number(values['script-budget-kib']) * 1024;
const transferBudget = Number(values['transfer-budget-kib']) * 1024;
const recorder = startResult('bench:bundle', {
  seconds: visitMs / 1000,
  scriptBudgetKib: scriptBudget / 1024,
  transferBudgetKib: transferBudget / 1024,
});

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
// Each language's catalogue: the files its messages.po entry reaches, less any the other
// language's reaches too (the English one may be split into a stub and a chunk the signed-in
// app shares).
const catalogueReach = (locale: string) =>
  filesOf(reach(`src/locales/${locale}/messages.po`, false));
const [englishReach, spanishReach] = [catalogueReach('en'), catalogueReach('es')];
const catalogueFiles = {
  en: new Set([...englishReach].filter((file) => !spanishReach.has(file))),
  es: new Set([...spanishReach].filter((file) => !englishReach.has(file))),
};
if (catalogueFiles.en.size === 0 || catalogueFiles.es.size === 0) {
  console.error('The build has no catalogue chunk for one of the languages: nothing to check.');
  process.exit(1);
}

const server = await startServer({
  WEB_DIST_DIR: distDir,
  DATA_DIR: dataDir,
  DATABASE_URL: `sqlite:${path.join(dataDir, 'bundle.db')}`,
  SEED_DEMO_DATA: 'true',
  // Every visit is a first visit: no page served from the page cache of an earlier one
  // would change its bytes, but the figures should not depend on it either.
  PAGE_CACHE_MS: '0',
});
// The full Chromium, as the browser suite's full-browser specs use it (ADR 0023): the headless
// shell (CHROME_PATH) moves a mouse pointer to (0, 0) once a page has loaded, which is over
// the header's island and wakes it on some visits, as no phone would.
const browser = await chromium.launch({
  executablePath: process.env.CHROME_FULL_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const rows: ResultRow[] = [];
const failures: string[] = [];
try {
  const [job] = (await (await fetch(`${server.url}/api/jobs/jobs?limit=1`)).json()) as {
    _id: string;
  }[];
  const englishPages = [
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
  // The same pages in Spanish; the Spanish search is one a Spanish visitor types.
  const spanishPages = englishPages.map((page) =>
    page === '/find-job?q=nurse'
      ? `/es/find-job?q=${encodeURIComponent('almacén')}`
      : `/es${page === '/' ? '' : page}`,
  );
  console.log(
    `| page | script | stylesheets | document | whole transfer in ${visitMs / 1000} s | requests | first touch: island, bytes, catalogue |\n| --- | ---: | ---: | ---: | ---: | ---: | --- |`,
  );
  for (const page of [...englishPages, ...spanishPages]) {
    const locale = page === '/es' || page.startsWith('/es/') ? 'es' : 'en';
    const otherLocale = locale === 'es' ? 'en' : 'es';
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    const types = new Map<string, { type: string; url: string }>();
    const sizes = { script: 0, stylesheet: 0, document: 0, total: 0, requests: 0 };
    // What the first touch downloads after the visit, counted apart from it.
    const touch = { total: 0, catalogue: 0 };
    // The page's own catalogue, whenever it came (a behaviour may need it before any touch).
    let ownCatalogue = 0;
    let touching = false;
    const loadedFiles: string[] = [];
    const fileBytes: string[] = [];
    cdp.on('Network.responseReceived', (event) => {
      types.set(event.requestId, { type: event.type, url: event.response.url });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const response = types.get(event.requestId);
      const file = response ? new URL(response.url).pathname.slice(1) : '';
      if (file.startsWith('assets/')) loadedFiles.push(file);
      fileBytes.push(
        `    ${touching ? 'on touch: ' : ''}${response?.type ?? '?'} ${file || '(document)'} ${event.encodedDataLength} B`,
      );
      if (catalogueFiles[locale].has(file)) ownCatalogue += event.encodedDataLength;
      if (touching) {
        touch.total += event.encodedDataLength;
        if (catalogueFiles[locale].has(file)) touch.catalogue += event.encodedDataLength;
        return;
      }
      sizes.total += event.encodedDataLength;
      sizes.requests += 1;
      if (!response) return;
      if (response.type === 'Script') sizes.script += event.encodedDataLength;
      if (response.type === 'Stylesheet') sizes.stylesheet += event.encodedDataLength;
      if (response.type === 'Document') sizes.document += event.encodedDataLength;
    });
    await tab.goto(`${server.url}${page}`);
    await tab.waitForTimeout(visitMs);
    // No island that waits for a person may come alive while nobody touches the page.
    const wokeAlone = await tab.evaluate(() =>
      [...document.querySelectorAll('[data-island][data-island-live]')]
        .filter((element) => element.getAttribute('data-island-hydrate') !== 'load')
        .map((element) => element.getAttribute('data-island') ?? ''),
    );
    // The first touch: a pointer over the page's first island that is not live yet.
    touching = true;
    const island = await tab.evaluate(() => {
      const element = document.querySelector('[data-island]:not([data-island-live])');
      element?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      return element?.getAttribute('data-island') ?? null;
    });
    if (island) {
      await tab
        .waitForSelector(`[data-island="${island}"][data-island-live]`, {
          state: 'attached',
          timeout: 15_000,
        })
        .catch(() => failures.push(`${page}: its ${island} island did not come alive on a touch`));
      await tab.waitForTimeout(500);
    }
    await context.close();
    const name = page.replace(/\/jobs\/[^/?]+$/, '/jobs/{id}');
    const wrongCatalogue = loadedFiles.filter((file) => catalogueFiles[otherLocale].has(file));
    console.log(
      `| ${name} | ${kib(sizes.script)} | ${kib(sizes.stylesheet)} | ${kib(sizes.document)} | ${kib(sizes.total)} | ${sizes.requests} | ${island ?? '(none)'}, ${kib(touch.total)}, ${kib(touch.catalogue)} |`,
    );
    if (values.files) console.log(fileBytes.join('\n'));
    const appOnly = loadedFiles.filter((file) => appOnlyFiles.has(file));
    if (appOnly.length > 0)
      failures.push(`${name} loads the signed-in app's ${appOnly.join(', ')}`);
    if (sizes.script > scriptBudget)
      failures.push(`${name} loads ${kib(sizes.script)} of script (budget ${kib(scriptBudget)})`);
    if (sizes.total > transferBudget)
      failures.push(
        `${name} downloads ${kib(sizes.total)} in ${visitMs / 1000} s (budget ${kib(transferBudget)})`,
      );
    if (wokeAlone.length > 0)
      failures.push(`${name}: ${wokeAlone.join(', ')} came alive with nobody touching the page`);
    if (wrongCatalogue.length > 0)
      failures.push(`${name} loads the ${otherLocale} catalogue's ${wrongCatalogue.join(', ')}`);
    if (island && ownCatalogue === 0)
      failures.push(`${name}: its island came alive without the ${locale} catalogue`);
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
        firstTouchBytes: island ? touch.total : null,
        firstTouchCatalogueBytes: island ? touch.catalogue : null,
        catalogueBytes: ownCatalogue,
        otherLanguageCatalogueFiles: wrongCatalogue.length,
        islandsAliveUntouched: wokeAlone.length,
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
