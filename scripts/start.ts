import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../apps/api/src/node-flags.ts';

// `npm start`: build the web app when its sources are newer than the last build, then run
// the one production server (API + built SPA on one port).
const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');
// The server renderer is built with the browser bundle; a build from before it existed
// lacks it.
const builtRenderer = path.join(webDir, 'dist/server/entry-server.js');

function newestMtime(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'public'),
  path.join(webDir, 'build.ts'),
  path.join(webDir, 'vite.config.ts'),
  path.join(root, 'packages/shared/src'),
].filter(existsSync);
const needsBuild =
  !existsSync(builtIndex) ||
  !existsSync(builtRenderer) ||
  Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;

if (needsBuild) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(
  process.execPath,
  [...SERVER_NODE_FLAGS, path.join(root, 'apps/api/src/server.ts')],
  { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } },
);
process.exit(server.status ?? 0);
