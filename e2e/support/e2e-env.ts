import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The E2E run starts its own production server on a free port with a throw-away database.
// Values are put into process.env by the config (main process) so workers, which inherit
// the environment, agree on them.

export const ADMIN_EMAIL = 'e2e-admin@example.com';
export const ADMIN_PASSWORD = 'e2e-admin-password-1';

function freePort(): number {
  const probe = spawnSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ]);
  return Number(String(probe.stdout).trim());
}

export function e2eSettings(): { port: number; dataDir: string; baseUrl: string } {
  process.env.E2E_PORT ??= String(freePort());
  process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'staffing-e2e-'));
  const port = Number(process.env.E2E_PORT);
  return {
    port,
    dataDir: process.env.E2E_DATA_DIR,
    baseUrl: `http://127.0.0.1:${port}`,
  };
}

// The SMTP sink (support/smtp-sink.ts) the E2E server mails through: its port, chosen once
// like the server's.
export function smtpSinkSettings(): { port: number; url: string } {
  process.env.E2E_SMTP_PORT ??= String(freePort());
  const port = Number(process.env.E2E_SMTP_PORT);
  // Loopback without TLS: nodemailer is told not to try STARTTLS, which the sink refuses.
  return { port, url: `smtp://127.0.0.1:${port}?ignoreTLS=true` };
}

// The UI catalogue (/dev/ui) exists only in a development build, so the visual spec gets a
// server of its own: a development build of the web app under `vite preview`, no API.
export function catalogueSettings(): { port: number; dist: string; baseUrl: string } {
  process.env.E2E_CATALOGUE_PORT ??= String(freePort());
  process.env.E2E_CATALOGUE_DIST ??= mkdtempSync(path.join(tmpdir(), 'staffing-catalogue-'));
  const port = Number(process.env.E2E_CATALOGUE_PORT);
  return {
    port,
    dist: process.env.E2E_CATALOGUE_DIST,
    baseUrl: `http://127.0.0.1:${port}`,
  };
}
