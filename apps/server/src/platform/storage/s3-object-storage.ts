import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import {
  assertSafeKey,
  assertSafePrefix,
  ObjectNotFoundError,
  type ObjectStorage,
  ObjectTooLargeError,
} from './object-storage.ts';

type S3Sdk = typeof import('@aws-sdk/client-s3');

export type S3Settings = NonNullable<Config['s3']>;

export type S3Tuning = {
  /**
   * A body whose maxBytes is at most this is buffered whole and sent with one PutObject (vault parts are at most
   * VAULT_PART_MAX_BYTES, 9 MiB). Anything else is streamed as a multipart upload, one part in memory at a time.
   */
  singlePutMaxBytes?: number;
  /** Size of each multipart part but the last; S3 requires at least 5 MiB. */
  multipartPartBytes?: number;
  /** Keys per ListObjectsV2 page (S3 caps it at 1000; tests lower it to exercise pagination). */
  listPageSize?: number;
};

const MEBIBYTE = 1024 * 1024;
/** DeleteObjects accepts at most this many keys per request. */
const DELETE_BATCH_SIZE = 1000;

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...).
 *
 * A put never holds more than one part in memory: a body known to be small (maxBytes ≤ 16 MiB, which covers every
 * vault upload part) is buffered and sent with one PutObject, because S3 needs the length up front and a single
 * request is cheapest; anything larger goes up as a multipart upload in 8 MiB parts, aborted on any failure so no
 * half object is left behind.
 */
export async function createS3ObjectStorage(
  settings: S3Settings,
  tuning: S3Tuning = {},
): Promise<ObjectStorage> {
  // Imported here, not at the top: the server is bundled into one file, where a static import of this module
  // would load the large SDK at every start, even for the embedded default that never uses it.
  const sdk: S3Sdk = await import('@aws-sdk/client-s3');
  const singlePutMaxBytes = tuning.singlePutMaxBytes ?? 16 * MEBIBYTE;
  const partBytes = tuning.multipartPartBytes ?? 8 * MEBIBYTE;
  const listPageSize = tuning.listPageSize ?? 1000;
  const bucket = settings.bucket;
  const client = createClient(sdk, settings);

  async function putWhole(key: string, body: Buffer): Promise<void> {
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentLength: body.length,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  return {
    kind: 's3',

    async put(key, body, options = {}) {
      assertSafeKey(key);
      const { maxBytes } = options;
      const source: AsyncIterable<Uint8Array> | Iterable<Uint8Array> =
        body instanceof Uint8Array ? [body] : body;
      const wholeInMemory = maxBytes !== undefined && maxBytes <= singlePutMaxBytes;

      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let total = 0;
      let multipart: MultipartUpload | undefined;
      try {
        for await (const chunk of source) {
          total += chunk.length;
          if (maxBytes !== undefined && total > maxBytes) throw new ObjectTooLargeError(maxBytes);
          pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
          pendingBytes += chunk.length;
          // Only more than a part means there is a next part, so the last part is never empty.
          while (!wholeInMemory && pendingBytes > partBytes) {
            const joined = Buffer.concat(pending, pendingBytes);
            multipart ??= await MultipartUpload.start(sdk, client, bucket, key);
            await multipart.uploadPart(joined.subarray(0, partBytes));
            // A copy of the remainder, so the part just sent can be freed.
            pending = [Buffer.from(joined.subarray(partBytes))];
            pendingBytes = joined.length - partBytes;
          }
        }
        const rest = Buffer.concat(pending, pendingBytes);
        pending = [];
        if (multipart) {
          await multipart.uploadPart(rest);
          await multipart.complete();
        } else {
          await putWhole(key, rest);
        }
        return total;
      } catch (error) {
        // Leaving the for-await loop early has already destroyed a stream body, so nothing keeps reading it.
        if (multipart) await multipart.abort();
        throw error;
      }
    },

    async get(key) {
      assertSafeKey(key);
      try {
        const response = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(response.Body instanceof Readable)) throw new Error(`S3 returned no readable body for ${key}`);
        return response.Body;
      } catch (error) {
        if (isNotFound(error)) throw new ObjectNotFoundError(key);
        throw error;
      }
    },

    async delete(keys) {
      for (const key of keys) assertSafeKey(key);
      for (let start = 0; start < keys.length; start += DELETE_BATCH_SIZE) {
        const batch = keys.slice(start, start + DELETE_BATCH_SIZE);
        const response = await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((key) => ({ Key: key })), Quiet: true },
          }),
        );
        // S3 reports per-key failures in a 200 response; a key that never existed is not one of them.
        const failures = (response.Errors ?? []).filter((failure) => failure.Code !== 'NoSuchKey');
        if (failures.length > 0) {
          const first = failures[0];
          throw new Error(
            `S3 could not delete ${failures.length} object(s), first ${first?.Key}: ${first?.Code} ${first?.Message}`,
          );
        }
      }
    },

    async list(prefix) {
      assertSafePrefix(prefix);
      const keys: string[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix === '' ? undefined : prefix,
            MaxKeys: listPageSize,
            ContinuationToken: continuationToken,
          }),
        );
        for (const entry of page.Contents ?? []) if (entry.Key !== undefined) keys.push(entry.Key);
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken !== undefined);
      return keys.sort();
    },
  };
}

function createClient(sdk: S3Sdk, settings: S3Settings): S3Client {
  const client = new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without explicit keys the SDK's usual chain applies (environment, profile, instance role).
    credentials:
      settings.accessKeyId !== undefined && settings.secretAccessKey !== undefined
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // The SDK's newer default adds CRC32 checksums to every request and validates them on responses, which many
    // S3-compatible services do not support; only send them where the API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  addContentMd5ToDeleteObjects(client);
  return client;
}

/**
 * DeleteObjects is the one call we make that S3 requires a checksum for. The SDK now sends CRC32 there, which AWS
 * accepts but older MinIO, Ceph and other services refuse ("Missing required header: Content-MD5"). Sending
 * Content-MD5 instead works everywhere; this is the fallback the SDK's own documentation gives (MD5_FALLBACK.md).
 */
function addContentMd5ToDeleteObjects(client: S3Client): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const request = args.request as { headers?: Record<string, string>; body?: unknown };
      if (context.commandName !== 'DeleteObjectsCommand' || !request.headers) return next(args);
      for (const name of Object.keys(request.headers)) {
        const lower = name.toLowerCase();
        if (lower.startsWith('x-amz-checksum-') || lower.startsWith('x-amz-sdk-checksum-'))
          delete request.headers[name];
      }
      if (typeof request.body === 'string' || request.body instanceof Uint8Array) {
        request.headers['content-md5'] = createHash('md5').update(request.body).digest('base64');
      }
      return next(args);
    },
    { step: 'build', name: 'amparoDeleteObjectsContentMd5', override: true },
  );
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** One multipart upload in progress: parts go up in order, one at a time. */
class MultipartUpload {
  private readonly parts: { ETag: string; PartNumber: number }[] = [];

  private constructor(
    private readonly sdk: S3Sdk,
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly key: string,
    private readonly uploadId: string,
  ) {}

  static async start(sdk: S3Sdk, client: S3Client, bucket: string, key: string): Promise<MultipartUpload> {
    const created = await client.send(
      new sdk.CreateMultipartUploadCommand({
        Bucket: bucket,
        Key: key,
        ContentType: 'application/octet-stream',
      }),
    );
    if (!created.UploadId) throw new Error(`S3 returned no upload id for ${key}`);
    return new MultipartUpload(sdk, client, bucket, key, created.UploadId);
  }

  async uploadPart(body: Buffer): Promise<void> {
    const partNumber = this.parts.length + 1;
    const response = await this.client.send(
      new this.sdk.UploadPartCommand({
        Bucket: this.bucket,
        Key: this.key,
        UploadId: this.uploadId,
        PartNumber: partNumber,
        Body: body,
        ContentLength: body.length,
      }),
    );
    if (!response.ETag) throw new Error(`S3 returned no ETag for part ${partNumber} of ${this.key}`);
    this.parts.push({ ETag: response.ETag, PartNumber: partNumber });
  }

  async complete(): Promise<void> {
    await this.client.send(
      new this.sdk.CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: this.key,
        UploadId: this.uploadId,
        MultipartUpload: { Parts: this.parts },
      }),
    );
  }

  /** Best effort: the original error matters more than a failed clean-up, which a bucket lifecycle rule can finish. */
  async abort(): Promise<void> {
    try {
      await this.client.send(
        new this.sdk.AbortMultipartUploadCommand({
          Bucket: this.bucket,
          Key: this.key,
          UploadId: this.uploadId,
        }),
      );
    } catch {
      // Ignored on purpose (see above).
    }
  }
}
