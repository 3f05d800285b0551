import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../apps/api/src/node-flags.ts';

// Shared by the benchmark and load scripts: start the production server as a child process on
// loopback, wait until it is ready, read its memory, stop it.

export const ROOT = path.resolve(import.meta.dirname, '..');
// The server as it runs in production: built to one JavaScript module (apps/api/build.ts),
// built afresh once per benchmark process so a figure is never of an older build.
export const SERVER_ENTRY = path.join(ROOT, 'apps/api/dist/server.js');
export const SESSION_SECRET = 'bench-session-secret-that-is-long-enough-0123456789';

let serverBuilt = false;

function buildServer() {
  if (serverBuilt) return;
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/api'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the server did not build');
  serverBuilt = true;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type RunningServer = { url: string; process: ChildProcess; stop: () => Promise<void> };

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  buildServer();
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...SERVER_ENV,
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

export function residentMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

// CPU time (user + system) a process has used, in seconds. On this 2-core machine req/s of
// the same build moves by a third between runs minutes apart, while the CPU a request costs
// moves far less (docs/PERFORMANCE.md), so the benchmarks report both.
const CLOCK_TICKS_PER_SECOND = Number(
  spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100,
);

function cpuSecondsOf(stat: string): number {
  // Fields after the command name, which is in parentheses and may hold spaces: state is the
  // first, utime the 12th, stime the 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

export function cpuSeconds(pid: number): number {
  return cpuSecondsOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

// The same summed over every PostgreSQL process on the machine (its backends, writer, WAL
// writer): the database's share of a request when it runs here.
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes(' (postgres) ')) total += cpuSecondsOf(stat);
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

// The project's own CLIs, run as the operator would run them.
export function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
  input?: string,
): void {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'apps/api/src/cli', script), ...args],
    {
      cwd: ROOT,
      env: { ...process.env, SESSION_SECRET, ...env },
      input,
      stdio: [input === undefined ? 'ignore' : 'pipe', 'inherit', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`${script} failed with ${result.status}`);
}

export function psql(sqlText: string, database = 'postgres'): void {
  const result = spawnSync(
    'psql',
    [
      '-h',
      '127.0.0.1',
      '-U',
      'postgres',
      '-d',
      database,
      '-v',
      'ON_ERROR_STOP=1',
      '-q',
      '-c',
      sqlText,
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`psql failed: ${sqlText}`);
}

// A logged-in session for endpoints that need one: cookie jar in a string.
export async function login(url: string, email: string, password: string): Promise<string> {
  const first = await fetch(`${url}/api/auth/check-session`);
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${csrf}`,
      'x-xsrf-token': decodeURIComponent(csrf),
    },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return cookies.join('; ');
}
