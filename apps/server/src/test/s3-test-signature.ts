import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export type SignedRequest = {
  method: string;
  /** The path exactly as sent (S3 signs it URI-encoded once, without normalising). */
  rawPath: string;
  /** The query string as sent, without the `?`. */
  rawQuery: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

export type TestCredentials = { accessKeyId: string; secretAccessKey: string; region: string };

/** Why a request is refused, as S3's error code, or undefined when its AWS Signature Version 4 is right. */
export function checkSignatureV4(request: SignedRequest, credentials: TestCredentials): string | undefined {
  const authorization = request.headers.authorization;
  const match = authorization?.match(
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/,
  );
  if (!match) return 'AccessDenied';
  const [, accessKeyId, day, region, signedHeaderList, signature] = match as unknown as string[];
  if (accessKeyId !== credentials.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== credentials.region) return 'AuthorizationHeaderMalformed';

  const amzDate = header(request.headers, 'x-amz-date');
  const payloadHash = header(request.headers, 'x-amz-content-sha256');
  if (!amzDate?.startsWith(`${day}T`) || !payloadHash) return 'AccessDenied';
  const signedHeaders = (signedHeaderList ?? '').split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) return 'AccessDenied';
  // A signed hash must be the hash of what arrived; the SDK signs whole bodies when it knows them.
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(request.body))
    return 'XAmzContentSHA256Mismatch';

  const canonicalRequest = [
    request.method,
    request.rawPath,
    canonicalQuery(request.rawQuery),
    ...signedHeaders.map(
      (name) => `${name}:${(header(request.headers, name) ?? '').trim().replace(/\s+/g, ' ')}`,
    ),
    '',
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${credentials.secretAccessKey}`, day ?? '');
  for (const part of [region ?? '', 's3', 'aws4_request']) key = hmac(key, part);
  const expected = hmac(key, stringToSign);
  const given = Buffer.from(signature ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? undefined
    : 'SignatureDoesNotMatch';
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function canonicalQuery(rawQuery: string): string {
  if (rawQuery === '') return '';
  return rawQuery
    .split('&')
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=', 2);
      return [encodeStrict(decodeURIComponent(name)), encodeStrict(decodeURIComponent(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function encodeStrict(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}
