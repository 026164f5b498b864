import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkSignatureV4, type TestCredentials } from './s3-test-signature.ts';

/**
 * A small S3-protocol server for tests: one bucket in memory, path-style addressing, AWS Signature Version 4
 * checked on every request. It speaks the calls the server's S3 storage makes (PutObject, GetObject,
 * DeleteObjects, ListObjectsV2 and multipart uploads) and is as strict as the strictest services we expect:
 * DeleteObjects needs a correct Content-MD5, multipart parts but the last must be at least 5 MiB.
 */
export type S3TestServer = {
  endpoint: string;
  bucket: string;
  credentials: TestCredentials;
  /** What the bucket holds, by key. */
  objects: ReadonlyMap<string, Buffer>;
  /** Multipart uploads started and neither completed nor aborted. */
  openUploads(): number;
  /** Every request as `METHOD ?query-names`, to check which calls the client made. */
  requests: string[];
  close(): Promise<void>;
};

const MIN_PART_BYTES = 5 * 1024 * 1024;

export async function startS3TestServer(): Promise<S3TestServer> {
  const bucket = 'amparo-test-vault';
  const credentials: TestCredentials = {
    accessKeyId: 'AMPAROTESTKEY',
    secretAccessKey: 'amparo-test-secret-key',
    region: 'us-east-1',
  };
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const requests: string[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split('?', 2);
    const query = new URLSearchParams(rawQuery);
    const method = request.method ?? 'GET';
    requests.push(`${method} ?${[...query.keys()].join('&')}`);

    const refused = checkSignatureV4(
      { method, rawPath, rawQuery, headers: request.headers, body },
      credentials,
    );
    if (refused) return sendError(response, 403, refused);

    const [bucketName, ...keySegments] = rawPath.slice(1).split('/').map(decodeURIComponent);
    if (bucketName !== bucket) return sendError(response, 404, 'NoSuchBucket');
    const key = keySegments.join('/');

    if (key === '') {
      if (method === 'GET' && query.get('list-type') === '2') return listObjects(query, response);
      if (method === 'POST' && query.has('delete')) return deleteObjects(request, body, response);
      return sendError(response, 405, 'MethodNotAllowed');
    }

    const uploadId = query.get('uploadId');
    if (method === 'PUT' && uploadId !== null) {
      const upload = uploads.get(uploadId);
      const partNumber = Number(query.get('partNumber'));
      if (!upload || upload.key !== key) return sendError(response, 404, 'NoSuchUpload');
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000) {
        return sendError(response, 400, 'InvalidArgument');
      }
      upload.parts.set(partNumber, body);
      response.writeHead(200, { etag: etagOf(body) }).end();
      return;
    }
    if (method === 'PUT') {
      objects.set(key, body);
      response.writeHead(200, { etag: etagOf(body) }).end();
      return;
    }
    if (method === 'GET') {
      const object = objects.get(key);
      if (!object) return sendError(response, 404, 'NoSuchKey');
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': object.length,
        etag: etagOf(object),
      });
      response.end(object);
      return;
    }
    if (method === 'POST' && query.has('uploads')) {
      const id = randomUUID();
      uploads.set(id, { key, parts: new Map() });
      return sendXml(
        response,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (method === 'POST' && uploadId !== null) return completeUpload(key, uploadId, body, response);
    if (method === 'DELETE' && uploadId !== null) {
      uploads.delete(uploadId);
      response.writeHead(204).end();
      return;
    }
    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
      return;
    }
    sendError(response, 405, 'MethodNotAllowed');
  }

  function listObjects(query: URLSearchParams, response: ServerResponse): void {
    const prefix = query.get('prefix') ?? '';
    const maxKeys = Math.min(Number(query.get('max-keys') ?? 1000), 1000);
    const token = query.get('continuation-token');
    const after = token === null ? '' : Buffer.from(token, 'base64url').toString('utf8');
    const matching = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = matching.slice(0, maxKeys);
    const truncated = matching.length > page.length;
    const contents = page
      .map((key) => {
        const object = objects.get(key) ?? Buffer.alloc(0);
        return `<Contents><Key>${escapeXml(key)}</Key><LastModified>${new Date().toISOString()}</LastModified><ETag>${escapeXml(etagOf(object))}</ETag><Size>${object.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated
      ? `<NextContinuationToken>${Buffer.from(page.at(-1) ?? '').toString('base64url')}</NextContinuationToken>`
      : '';
    sendXml(
      response,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${next}${contents}</ListBucketResult>`,
    );
  }

  function deleteObjects(request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const md5 = createHash('md5').update(body).digest('base64');
    if (request.headers['content-md5'] === undefined) return sendError(response, 400, 'MissingContentMD5');
    if (request.headers['content-md5'] !== md5) return sendError(response, 400, 'BadDigest');
    const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) =>
      unescapeXml(match[1] ?? ''),
    );
    if (keys.length > 1000) return sendError(response, 400, 'MalformedXML');
    for (const key of keys) objects.delete(key);
    const quiet = /<Quiet>true<\/Quiet>/.test(body.toString('utf8'));
    const deleted = quiet
      ? ''
      : keys.map((key) => `<Deleted><Key>${escapeXml(key)}</Key></Deleted>`).join('');
    sendXml(
      response,
      `<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${deleted}</DeleteResult>`,
    );
  }

  function completeUpload(key: string, uploadId: string, body: Buffer, response: ServerResponse) {
    const upload = uploads.get(uploadId);
    if (!upload || upload.key !== key) return sendError(response, 404, 'NoSuchUpload');
    const listed = [...body.toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((match) => ({
      partNumber: Number(match[1]?.match(/<PartNumber>(\d+)<\/PartNumber>/)?.[1]),
      etag: unescapeXml(match[1]?.match(/<ETag>([^<]*)<\/ETag>/)?.[1] ?? ''),
    }));
    if (listed.length === 0) return sendError(response, 400, 'MalformedXML');
    const pieces: Buffer[] = [];
    for (const [index, part] of listed.entries()) {
      const stored = upload.parts.get(part.partNumber);
      if (!stored || etagOf(stored) !== part.etag) return sendError(response, 400, 'InvalidPart');
      if (index > 0 && part.partNumber <= (listed[index - 1]?.partNumber ?? 0)) {
        return sendError(response, 400, 'InvalidPartOrder');
      }
      if (index < listed.length - 1 && stored.length < MIN_PART_BYTES)
        return sendError(response, 400, 'EntityTooSmall');
      pieces.push(stored);
    }
    const object = Buffer.concat(pieces);
    objects.set(key, object);
    uploads.delete(uploadId);
    sendXml(
      response,
      `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><ETag>${escapeXml(etagOf(object))}</ETag></CompleteMultipartUploadResult>`,
    );
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      sendError(response, 500, 'InternalError', String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials,
    objects,
    openUploads: () => uploads.size,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps connections alive; without this, close() would wait for them to time out.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function etagOf(data: Buffer): string {
  return `"${createHash('md5').update(data).digest('hex')}"`;
}

function sendXml(response: ServerResponse, xml: string): void {
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
}

function sendError(response: ServerResponse, status: number, code: string, message = code): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message><RequestId>test</RequestId></Error>`,
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function unescapeXml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
