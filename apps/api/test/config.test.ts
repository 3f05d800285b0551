import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, findProjectRoot, loadConfig } from '../src/config/env.ts';

const secret = 'x'.repeat(40);

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toMatch(/^sqlite:\/.*\/data\/app\.db$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.site.phoneHours).toBe('9AM–5PM Central Time');
  });

  it('finds the project root from the sources and from the built server', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    expect(findProjectRoot(path.join(root, 'apps/api/src/config'))).toBe(root);
    expect(findProjectRoot(path.join(root, 'apps/api/dist'))).toBe(root);
    expect(() => findProjectRoot(mkdtempSync(path.join(tmpdir(), 'no-project-')))).toThrow(
      /No apps\/api folder above/,
    );
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty', SESSION_SECRET: secret })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', SESSION_SECRET: secret })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail', SESSION_SECRET: secret })).toThrow(
      /SMTP_URL/,
    );
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(ConfigError);
  });

  it('requires a session secret on a real deployment', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://jobs.example.com' }),
    ).toThrow(/SESSION_SECRET is required/);
  });

  // `npm ci && npm start` on a fresh clone runs the production server with nothing set.
  it('keeps a generated session secret for a local production server', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const first = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }).sessionSecret).toBe(
      first.sessionSecret,
    );
  });

  it('generates and keeps a session secret in development', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(first.sessionSecret);
  });

  it('treats empty values as unset', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const config = loadConfig({ DATA_DIR: dataDir, SMTP_URL: '', SESSION_SECRET: secret });
    expect(config.smtpUrl).toBeUndefined();
  });
});
