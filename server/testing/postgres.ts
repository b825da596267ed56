/**
 * A throwaway PostgreSQL server for the tests: initdb and pg_ctl in a temp folder on a
 * free loopback port, stopped and deleted afterwards. As root (CI, these machines) the
 * cluster runs as the `postgres` system user, because PostgreSQL refuses to run as root.
 * A test of PostgreSQL going away (server/reliability/postgres.reliability.ts) halts it
 * and starts it again on the same data and port.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './startShop';
import os from 'node:os';
import path from 'node:path';

const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const postgresAvailable = () =>
  fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync('/usr/share/postgresql/15/extension/vector.control');

export interface TestPostgres {
  url: string;
  /** Stops the server (fast: open connections are cut), keeping its data and port for `restart`. */
  halt: () => void;
  /** Starts it again after `halt`, on the same data and port; returns once it accepts connections. */
  restart: () => void;
  /** Stops it and deletes its data. */
  stop: () => void;
}

export async function startPostgres(): Promise<TestPostgres> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  const data = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', root]);
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, command), args, { stdio: 'pipe' });

  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  let running = false;
  const start = () => {
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(root, 'server.log'), '-w', 'start']);
    running = true;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt: () => {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    restart: start,
    stop: () => {
      try {
        // A test that failed while it was halted still gets its folder deleted.
        if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
