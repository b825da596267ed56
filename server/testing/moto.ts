/**
 * A throwaway S3-compatible server for the tests: moto's (`moto_server`, Python's moto
 * with its server extra) on a free loopback port, its buckets in memory, stopped
 * afterwards. Missing, it is an error saying how to install it, not a skipped test: the
 * S3 file store is tested against a real S3 protocol server or not at all.
 */
import { spawn } from 'node:child_process';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { createS3Store, type S3FileStore } from '../services/s3Store';
import { freePort } from './startShop';

/** moto takes any credentials; these are only what the SDK signs with. */
const credentials = { accessKeyId: 'moto-test', secretAccessKey: 'moto-test' };
const region = 'us-east-1';

export interface TestS3 {
  endpoint: string;
  /** A new empty bucket. */
  bucket(): Promise<string>;
  /** A store over `bucket` (keys under `prefix`), as STORAGE=s3 makes one. */
  store(bucket: string, prefix?: string): S3FileStore;
  /** Stops the server (its buckets go with it). */
  stop(): Promise<void>;
}

/** How long moto may take to answer after it is started (about 1 s here). */
const START_TIMEOUT_MS = 30_000;

export async function startMoto(): Promise<TestS3> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<Error>((resolve) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ENOENT'
          ? new Error('moto_server is not installed: the S3 file store is tested against it (pip install "moto[server]")')
          : error,
      ),
    );
    child.once('exit', (code, signal) => resolve(new Error(`moto_server exited (${signal ?? code}) before answering: ${output}`)));
  });

  const started = performance.now();
  for (;;) {
    const answered = await Promise.race([
      fetch(`${endpoint}/`, { signal: AbortSignal.timeout(1000) }).then(
        (response) => response.ok,
        () => false,
      ),
      exited,
    ]);
    if (answered instanceof Error) throw answered;
    if (answered) break;
    if (performance.now() - started > START_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`moto_server did not answer on ${endpoint} within ${START_TIMEOUT_MS / 1000} s: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const admin = new S3Client({ endpoint, region, credentials, forcePathStyle: true });
  let buckets = 0;
  return {
    endpoint,
    async bucket() {
      const name = `shop-test-${process.pid}-${buckets++}`;
      await admin.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    store: (bucket, prefix = '') => createS3Store({ bucket, prefix, endpoint, region, forcePathStyle: true, credentials }),
    async stop() {
      admin.destroy();
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await gone;
      clearTimeout(timer);
    },
  };
}
