import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const ROOT = new URL('../../', import.meta.url).pathname;

/** A free loopback port (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Proc {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (signal-terminated: null). */
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs a gateway (main.ts) or worker (worker.ts) as its own Node process with `env`. */
export function startProcess(script: 'main' | 'worker', env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', `gateway/src/${script}.ts`], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => out,
    exited,
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** Thrown inside a waitFor callback: stop waiting at once (e.g. the process died). */
export class GiveUp extends Error {}

export async function waitFor<T>(
  what: string,
  fn: () => Promise<T | undefined | null | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (error) {
      if (error instanceof GiveUp) throw error;
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
}

/** A private redis-server on its own port, which a test can stop and start again. */
export async function startPrivateRedis(port: number): Promise<Proc> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await waitFor('redis-server', async () => out.includes('Ready to accept connections'), 10_000);
  return {
    child,
    output: () => out,
    exited,
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}

/** HTTP client of one gateway, keeping the admin's bearer token and the async-token cookie. */
export class GatewayClient {
  token = '';
  cookie: string | null = null;
  constructor(readonly baseUrl: string) {}

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.token) headers.set('authorization', `Bearer ${this.token}`);
    if (this.cookie) headers.set('cookie', `async-token=${this.cookie}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await fetch(this.baseUrl + path, { ...init, headers, body });
    const set = /async-token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    if (set) this.cookie = set;
    return res;
  }

  async login(username: string, password: string): Promise<void> {
    const res = await this.request('/api/v1/security/login', {
      method: 'POST',
      json: { username, password, provider: 'db' },
    });
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
    this.token = ((await res.json()) as { access_token: string }).access_token;
  }
}
