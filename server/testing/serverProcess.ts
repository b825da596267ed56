/**
 * The server as `node server/main.ts` runs it, for the reliability tests that signal it,
 * take its storage away or read how it exits (shutdown, storage, PostgreSQL, crash). No
 * npm in between, so a signal reaches the server itself. Also: a slow upload that stays
 * in flight as long as a test wants, the process's CPU use, waiting for a condition,
 * and the few calls those tests make (sign up, sign in, ask a code) with a time limit.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { codeFromOutbox } from './memberSuite';
import { freePort, shopEnv } from './startShop';

const root = path.resolve(import.meta.dirname, '../..');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** performance.now() when it exited. */
  at: number;
}

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Everything it printed so far. */
  output: () => string;
  /** Null while it runs. */
  exit: () => Exit | null;
  exited: Promise<Exit>;
  signal: (signal: NodeJS.Signals) => void;
  /** Its CPU use over the next `ms`, in percent of one core (Linux /proc); null when not measurable. */
  cpuPercent: (ms: number) => Promise<number | null>;
  /** SIGKILL if it still runs (after a test, whatever happened). */
  kill: () => Promise<void>;
}

/** Its exit, or a failure naming what it printed when it still runs after `ms`. */
export async function exitWithin(server: ServerProcess, ms: number): Promise<Exit> {
  const exit = await Promise.race([server.exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref())]);
  if (!exit) throw new Error(`still running ${ms} ms later:\n${server.output()}`);
  return exit;
}

/** Polls `check` until it returns something truthy; fails with `what` and the last value after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  { timeoutMs = 60_000, everyMs = 100 } = {},
): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      last = await check();
      if (last) return last as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (performance.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last: ${String(last)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export async function startServerProcess({
  dataDir,
  env = {},
  designs = 60,
  timeoutMs = 150_000,
}: {
  dataDir: string;
  env?: Record<string, string>;
  designs?: number;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: shopEnv({ port, dataDir, designs, env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exit: Exit | null = null;
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal, at: performance.now() };
      resolve(exit);
    }),
  );
  const ticks = () => {
    try {
      // utime + stime, fields 14 and 15 of /proc/<pid>/stat (after the command's parentheses).
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  };
  const server: ServerProcess = {
    baseUrl,
    pid: child.pid!,
    output: () => output,
    exit: () => exit,
    exited,
    signal: (signal) => void child.kill(signal),
    async cpuPercent(ms) {
      const before = ticks();
      const started = performance.now();
      await new Promise((resolve) => setTimeout(resolve, ms));
      const after = ticks();
      if (before === null || after === null) return null;
      // Clock ticks are 1/100 s on Linux.
      return ((after - before) * 10 * 100) / (performance.now() - started);
    },
    async kill() {
      if (exit === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
  // Open, with its search index loaded and every design measured: a first start seeds,
  // then measures the signatures and the corners in the background.
  try {
    await waitFor(
      'the server to be open and ready',
      async () => {
        // Done waiting (waitFor would take a thrown error for 'not yet' and wait on).
        if (exit) return true;
        if (!output.includes('The shop is open at')) return false;
        const health = await fetch(`${baseUrl}/api/health`).then((r) => r.json() as Promise<HealthBody>);
        const signatures = health.data.checks.imageSignatures;
        // Measuring corners would otherwise go on in the background of the test, and in
        // the data folder a test copies.
        return health.data.checks.searchIndex.ok && signatures.ok && signatures.cornersLeft === 0;
      },
      { timeoutMs, everyMs: 200 },
    );
    const stopped = server.exit();
    if (stopped) throw new Error(`the server stopped (exit status ${stopped.code ?? stopped.signal}) before it was ready:`);
  } catch (error) {
    await server.kill();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return server;
}

export interface HealthCheckBody {
  ok: boolean;
  desc: string;
  fault?: string;
  /** imageSignatures: designs whose corners are still to measure. */
  cornersLeft?: number;
}

export interface HealthBody {
  code: number;
  desc: string;
  data: {
    ok: boolean;
    checks: Record<'database' | 'storage' | 'searchIndex' | 'imageSignatures', HealthCheckBody>;
    requestsInFlight: number;
    stopping: string | null;
  };
}

/** GET /api/health; fails after 10 s rather than wait on a server that hangs (its checks have 2 s each). */
export const health = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: (await response.json()) as HealthBody };
};

export interface Answer {
  status: number;
  text: string;
  /** The envelope, or null when the answer is not JSON. */
  body: { code: number; desc: string; data?: Record<string, unknown> } | null;
}

/** A call to the server's API; fails after 10 s rather than wait on a server that hangs. */
export async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(token ? { 'access-token': token } : {}),
      ...headers,
    },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return { status: response.status, text, body: text.startsWith('{') ? (JSON.parse(text) as Answer['body']) : null };
}

/** Requests a sign-up code: a database write and a mail written to the outbox. */
export const askCode = (baseUrl: string, email: string) =>
  call(baseUrl, 'GET', `/api/member/getEmailCode?email=${encodeURIComponent(email)}`);

export const MEMBER_PASSWORD = 'member123';

/** Signs up with the code mailed to `outboxDir` (DATA_DIR/outbox); throws unless each step is acknowledged. */
export async function signUp(baseUrl: string, outboxDir: string, email: string): Promise<void> {
  const asked = await askCode(baseUrl, email);
  if (asked.status !== 200) throw new Error(`no code for ${email}: ${asked.status} ${asked.text}`);
  const code = await codeFromOutbox(outboxDir, email);
  const registered = await call(baseUrl, 'POST', '/api/member/emailRegister', { email, code, password: MEMBER_PASSWORD });
  if (registered.status !== 200) throw new Error(`${email} not registered: ${registered.status} ${registered.text}`);
}

/** Signs in as a member `signUp` made: 200 while the account is there. */
export const signIn = (baseUrl: string, email: string) =>
  call(baseUrl, 'POST', '/api/member/login', { account: email, password: MEMBER_PASSWORD, code: 'web', stamp: 1 });

/** A JPEG of noise: noise compresses badly, so it is a few hundred kilobytes, more than a slow upload ever lets through. */
export const noisyPicture = () =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 92 })
    .toBuffer();

export interface SlowUpload {
  /** The answer, once the upload is finished and the server has answered; rejects if the connection is cut. */
  response: Promise<{ status: number; body: { code: number; desc: string } }>;
  /** Sends the rest of the body. */
  finish: () => void;
}

/**
 * An image search (POST /api/product/selectAlike) whose picture arrives slowly: the
 * headers and the first bytes at once, then half a kilobyte every 100 ms, keeping the
 * last kilobyte back until `finish()`. A real request in flight for as long as a test
 * needs, with no route made for tests.
 */
export function slowUpload(baseUrl: string, picture: Buffer): SlowUpload {
  const boundary = `----slow-${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const request = http.request(`${baseUrl}/api/product/selectAlike`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
  });
  const holdBack = body.length - 1024;
  let sent = 0;
  const send = (until: number) => {
    if (until > sent && !request.destroyed) request.write(body.subarray(sent, until));
    sent = Math.max(sent, until);
  };
  send(2048);
  const trickle = setInterval(() => send(Math.min(sent + 512, holdBack)), 100);
  const response = new Promise<{ status: number; body: { code: number; desc: string } }>((resolve, reject) => {
    request.once('error', (error) => {
      clearInterval(trickle);
      reject(error);
    });
    request.once('response', (answer) => {
      clearInterval(trickle);
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
      answer.once('error', reject);
      answer.once('end', () => {
        try {
          resolve({ status: answer.statusCode!, body: JSON.parse(text) as { code: number; desc: string } });
        } catch {
          reject(new Error(`not JSON (${answer.statusCode}): ${text.slice(0, 200)}`));
        }
      });
    });
  });
  // A test that expects the connection to be cut handles it; never an unhandled rejection.
  response.catch(() => {});
  return {
    response,
    finish() {
      clearInterval(trickle);
      if (!request.destroyed) request.end(body.subarray(sent));
    },
  };
}
