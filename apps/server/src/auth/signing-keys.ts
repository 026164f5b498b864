import {
  type CryptoKey,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type JWK,
  type KeyObject,
} from 'jose';

// Access tokens are signed with ES256 (ECDSA P-256): short signatures, fast to verify, and the public half is
// published at /auth/v1/.well-known/jwks.json so other services can check tokens without a shared secret.
// The key id is the RFC 7638 thumbprint, so the same key always has the same id in every process.

export const ACCESS_TOKEN_ALGORITHM = 'ES256';

export type SigningKey = {
  kid: string;
  privateKey: CryptoKey | KeyObject;
  /** Public parts only (kty, crv, x, y) plus kid, alg and use, ready for the JWKS. */
  publicJwk: JWK;
};

export type VerificationKey = Pick<SigningKey, 'kid' | 'publicJwk'> & { publicKey: CryptoKey | KeyObject };

export type SerializedSigningKey = { kid: string; privateJwk: JWK };

function publicPart(jwk: JWK): JWK {
  const { kty, crv, x, y } = jwk;
  return { kty, crv, x, y };
}

async function describeKey(privateJwk: JWK): Promise<SigningKey> {
  if (privateJwk.kty !== 'EC' || privateJwk.crv !== 'P-256' || !privateJwk.d) {
    throw new Error('The access-token signing key must be an EC P-256 private key (ES256)');
  }
  const kid = await calculateJwkThumbprint(publicPart(privateJwk), 'sha256');
  const privateKey = await importJWK({ ...privateJwk, alg: ACCESS_TOKEN_ALGORITHM }, ACCESS_TOKEN_ALGORITHM);
  if (privateKey instanceof Uint8Array) throw new Error('Expected an asymmetric private key');
  return {
    kid,
    privateKey,
    publicJwk: { ...publicPart(privateJwk), kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' },
  };
}

/** A fresh key pair, in the form the database stores. */
export async function generateSigningKey(): Promise<SerializedSigningKey> {
  const { privateKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM, { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(publicPart(privateJwk), 'sha256');
  return {
    kid,
    privateJwk: {
      kty: privateJwk.kty,
      crv: privateJwk.crv,
      x: privateJwk.x,
      y: privateJwk.y,
      d: privateJwk.d,
    },
  };
}

export async function loadSigningKey(serialized: SerializedSigningKey): Promise<SigningKey> {
  return describeKey(serialized.privateJwk);
}

/**
 * Reads AUTH_JWT_PRIVATE_KEY: an EC P-256 private key as a JWK (JSON) or as PKCS#8 PEM
 * ("-----BEGIN PRIVATE KEY-----"). Throws with a message that never repeats the key.
 */
export async function parseConfiguredSigningKey(value: string): Promise<SigningKey> {
  const text = value.trim();
  try {
    if (text.startsWith('{')) return await describeKey(JSON.parse(text) as JWK);
    if (text.includes('-----BEGIN')) {
      // PEM keys often arrive through env files with literal "\n" in place of line breaks.
      const pem = text.replace(/\\n/g, '\n');
      const key = await importPKCS8(pem, ACCESS_TOKEN_ALGORITHM, { extractable: true });
      return await describeKey(await exportJWK(key));
    }
  } catch (error) {
    const reason =
      error instanceof Error && error.message.startsWith('The access-token') ? error.message : '';
    throw new Error(
      `AUTH_JWT_PRIVATE_KEY could not be read as an EC P-256 private key${reason ? `: ${reason}` : ''}`,
    );
  }
  throw new Error('AUTH_JWT_PRIVATE_KEY must be a JWK (JSON) or a PKCS#8 PEM private key');
}

export async function toVerificationKey(
  key: Pick<SigningKey, 'kid' | 'publicJwk'>,
): Promise<VerificationKey> {
  const publicKey = await importJWK(key.publicJwk, ACCESS_TOKEN_ALGORITHM);
  if (publicKey instanceof Uint8Array) throw new Error('Expected an asymmetric public key');
  return { kid: key.kid, publicJwk: key.publicJwk, publicKey };
}

/** The JSON Web Key Set of /auth/v1/.well-known/jwks.json. */
export function toJwks(keys: readonly Pick<SigningKey, 'publicJwk'>[]): { keys: JWK[] } {
  return { keys: keys.map((key) => ({ ...key.publicJwk, key_ops: ['verify'] })) };
}
