import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../apps/api/src/node-flags.ts';

// `npm start`: build the web app and the server when their sources are newer than the last
// build, then run the one production server (API + built site on one port) from its build.
const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const apiDir = path.join(root, 'apps/api');
const shared = path.join(root, 'packages/shared/src');
const builtServer = path.join(apiDir, 'dist/server.js');

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

// Stale when an output is missing or any source changed after the first output was written.
function stale(outputs: string[], sources: string[]): boolean {
  if (!outputs.every((output) => existsSync(output))) return true;
  const newestSource = Math.max(...sources.filter(existsSync).map(newestMtime));
  return newestSource > Math.min(...outputs.map((output) => statSync(output).mtimeMs));
}

function buildWorkspace(workspace: string, label: string) {
  console.log(`Building ${label}…`);
  const build = spawnSync('npm', ['run', 'build', '--workspace', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server renderer is built with the browser bundle; a build from before it existed
// lacks it.
const webOutputs = [
  path.join(webDir, 'dist/index.html'),
  path.join(webDir, 'dist/server/entry-server.js'),
];
const webSources = ['src', 'index.html', 'public', 'build.ts', 'vite.config.ts']
  .map((entry) => path.join(webDir, entry))
  .concat(shared);
if (stale(webOutputs, webSources)) buildWorkspace('apps/web', 'the web app');

const apiSources = [path.join(apiDir, 'src'), path.join(apiDir, 'build.ts'), shared];
if (stale([builtServer], apiSources)) buildWorkspace('apps/api', 'the server');

const server = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, builtServer], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...SERVER_ENV, ...process.env },
});
process.exit(server.status ?? 0);
