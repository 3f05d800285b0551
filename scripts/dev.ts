import { spawn } from 'node:child_process';
import path from 'node:path';

// `npm run dev`: the API with --watch on port 3001 and Vite on port 3000, which proxies
// /api to it, so the browser sees one origin as in production.
const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';

const children = [
  spawn(process.execPath, ['--watch', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000',
    },
  }),
  spawn('npm', ['run', 'dev', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://localhost:${apiPort}` },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
