/**
 * The shop's kept files in an S3-compatible bucket (STORAGE=s3; ADR 009), through the
 * official AWS SDK: AWS S3 itself, or MinIO, Ceph, R2 and the like at S3_ENDPOINT.
 *
 * A bucket that is down must not hang a request: connecting is given 2 s, an answer 5 s
 * to start (plus a second for each MB sent, for an upload), any pause in the bytes
 * 15 s, and one retry — about 10 s at worst for a read from a bucket that swallows
 * requests. Every failure reaches the caller as an ObjectStoreError carrying the fault
 * storage.ts turns into the same 503 a failing DATA_DIR gets.
 */
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { FileStorage } from '../config';
import { checkKey, createDiskStore, type FileStore } from './fileStore';
import { ObjectStoreError, type ObjectStoreFault } from './storage';

export interface S3Options {
  bucket: string;
  /** Prepended to every key, for a bucket the shop shares (`shop/`); '' for none. */
  prefix: string;
  /** An S3-compatible server's URL; unset for AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (most S3-compatible servers). */
  forcePathStyle: boolean;
  /** Left out, the SDK's own chain finds them (AWS_ACCESS_KEY_ID…, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface S3FileStore extends FileStore {
  /** Writes and deletes a small object within `timeoutMs`; throws an ObjectStoreError. */
  probe(timeoutMs: number): Promise<void>;
  /** Closes the client's connections. */
  destroy(): void;
}

/** How long an answer may take to start: S3 answers within a fraction of a second, and a body is sent at 1 MB/s at least. */
const answerWithin = (bytesSent = 0) => ({ requestTimeout: 5_000 + Math.ceil(bytesSent / 1_000) });

/**
 * Parts of a streamed upload: S3 takes up to 10,000 parts of at least 5 MB, so 8 MB
 * parts carry files up to 78 GB while at most one part is held in memory.
 */
export const PART_BYTES = 8 * 1024 * 1024;

type S3Failure = { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };

const statusOf = (error: unknown) => (error as S3Failure).$metadata?.httpStatusCode;

/** Nothing kept at the key: GetObject says NoSuchKey, HeadObject only 404 (it has no body). */
const notFound = (error: unknown) => {
  const { name } = error as S3Failure;
  return name === 'NoSuchKey' || name === 'NotFound' || (statusOf(error) === 404 && name !== 'NoSuchBucket');
};

/**
 * What a failure says about the bucket: no answer at all (refused, timed out, a name
 * that does not resolve) or no such bucket is 'missing' — unavailable; any other answer
 * (access denied, a server error, throttling) is 'failing'.
 */
function faultOf(error: unknown): ObjectStoreFault {
  const { name } = error as S3Failure;
  if (name === 'NoSuchBucket' || statusOf(error) === undefined) return 'missing';
  return 'failing';
}

export function createS3Store(options: S3Options): S3FileStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2_000, ...answerWithin(), throwOnRequestTimeout: true, socketTimeout: 15_000 },
    // Checksums only where S3 requires them: many S3-compatible servers do not take the
    // SDK's newer default (a trailing CRC in aws-chunked bodies).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = options;
  const prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
  const objectKey = (key: string) => `${prefix}${checkKey(key)}`;
  let probes = 0;

  /** Runs a call; a failure becomes an ObjectStoreError naming what was being done. */
  async function call<T>(doing: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ObjectStoreError) throw error;
      const reason = `${(error as S3Failure).name ?? 'Error'}: ${(error as S3Failure).message ?? String(error)}`;
      throw new ObjectStoreError(faultOf(error), `The object storage (bucket ${bucket}) failed ${doing}: ${reason}`, { cause: error });
    }
  }

  /** The call's answer, or null when nothing is kept at the key. */
  const orNull = <T>(doing: string, run: () => Promise<T>) =>
    call(doing, async () => {
      try {
        return await run();
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    });

  /**
   * Uploads a stream: one PutObject when it fits in a part, else a multipart upload of
   * PART_BYTES parts, aborted on any failure so no half file becomes visible (S3 shows
   * a multipart upload's object only once it is completed).
   */
  async function upload(key: string, stream: Readable): Promise<number> {
    const Key = objectKey(key);
    const chunks: Buffer[] = [];
    let held = 0;
    let total = 0;
    let uploadId: string | undefined;
    const parts: { ETag?: string; PartNumber: number }[] = [];
    const take = () => {
      const body = Buffer.concat(chunks, held);
      chunks.length = 0;
      held = 0;
      return body;
    };
    const sendPart = async (body: Buffer) => {
      uploadId ??= (
        await call(`starting the upload of ${key}`, () => client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key })))
      ).UploadId;
      const PartNumber = parts.length + 1;
      const { ETag } = await call(`uploading part ${PartNumber} of ${key}`, () =>
        client.send(new UploadPartCommand({ Bucket: bucket, Key, UploadId: uploadId, PartNumber, Body: body }), answerWithin(body.length)),
      );
      parts.push({ ETag, PartNumber });
    };
    try {
      for await (const chunk of stream as AsyncIterable<Buffer | string>) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        chunks.push(bytes);
        held += bytes.length;
        total += bytes.length;
        if (held >= PART_BYTES) await sendPart(take());
      }
      if (uploadId === undefined) {
        const body = take();
        await call(`writing ${key}`, () =>
          client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: body }), answerWithin(body.length)),
        );
        return total;
      }
      if (held > 0) await sendPart(take());
      await call(`completing the upload of ${key}`, () =>
        client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } })),
      );
      return total;
    } catch (error) {
      if (uploadId !== undefined)
        await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId: uploadId })).catch(() => {});
      throw error;
    }
  }

  async function open(key: string) {
    const answer = await orNull(`reading ${key}`, () => client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) })));
    if (!answer?.Body) return null;
    return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
  }

  return {
    async put(key, bytes) {
      const Key = objectKey(key);
      await call(`writing ${key}`, () =>
        client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: bytes }), answerWithin(Buffer.byteLength(bytes))),
      );
    },
    putStream: upload,
    async moveIn(key, localFile) {
      await upload(key, fs.createReadStream(localFile));
      await fs.promises.rm(localFile, { force: true });
    },
    // A transfer cut midway is the bucket's failure too, not only a request refused.
    get: (key) =>
      call(`reading ${key}`, async () => {
        const opened = await open(key);
        if (!opened) return null;
        const chunks: Buffer[] = [];
        for await (const chunk of opened.body as AsyncIterable<Buffer>) chunks.push(chunk);
        return Buffer.concat(chunks);
      }),
    open,
    async size(key) {
      const head = await orNull(`looking for ${key}`, () => client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) })));
      return head ? (head.ContentLength ?? 0) : null;
    },
    async probe(timeoutMs) {
      const Key = objectKey(`.health-probe/${process.pid}-${probes++}`);
      const signal = AbortSignal.timeout(timeoutMs);
      await call('the health check’s write', async () => {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: 'ok' }), { abortSignal: signal });
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }), { abortSignal: signal });
      });
    },
    destroy: () => client.destroy(),
  };
}

/** The store STORAGE names: DATA_DIR on disk, or the bucket. */
export function fileStoreFor(storage: FileStorage, dataDir: string): FileStore {
  if (storage.kind === 'disk') return createDiskStore(dataDir);
  return createS3Store(storage);
}
