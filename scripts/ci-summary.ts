import { existsSync, readFileSync } from 'node:fs';

// Prints one closing line over every suite CI ran, in the plain "N passed, N failed" form,
// and fails when a report is missing or a suite ran no test at all.
type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number };
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; skipped: number; flaky: number };
};

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let problems = 0;

if (vitestFile && existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8')) as VitestReport;
  console.log(
    `vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
  );
  if (report.numPassedTests === 0) problems++;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests;
} else {
  console.error(`missing vitest report ${vitestFile ?? ''}`);
  problems++;
}

if (playwrightFile && existsSync(playwrightFile)) {
  const { stats } = JSON.parse(readFileSync(playwrightFile, 'utf8')) as PlaywrightReport;
  const e2ePassed = stats.expected + stats.flaky;
  console.log(
    `playwright: ${e2ePassed} passed, ${stats.unexpected} failed, ${stats.skipped} skipped`,
  );
  if (e2ePassed === 0) problems++;
  passed += e2ePassed;
  failed += stats.unexpected;
  skipped += stats.skipped;
} else {
  console.error(`missing playwright report ${playwrightFile ?? ''}`);
  problems++;
}

console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || problems > 0 ? 1 : 0);
