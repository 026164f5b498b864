import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

// For tests: a software authenticator that makes real WebAuthn responses (ES256 keys, "none" attestation,
// signed assertions), so the server's verification runs exactly as it does for a phone or a security key.

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

type Bytes = Uint8Array<ArrayBuffer>;

type StoredCredential = {
  id: Bytes;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  rpId: string;
};

function sha256(data: Uint8Array | string): Bytes {
  return Uint8Array.from(createHash('sha256').update(data).digest());
}

function concat(...parts: Uint8Array[]): Bytes {
  return Uint8Array.from(Buffer.concat(parts));
}

function uint32(value: number): Bytes {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const x = Buffer.from(jwk.x ?? '', 'base64url');
  const y = Buffer.from(jwk.y ?? '', 'base64url');
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Uint8Array.from(x)],
      [-3, Uint8Array.from(y)],
    ]),
  );
}

export type SoftwareAuthenticatorOptions = {
  origin: string;
  /** Whether assertions count up; most platform passkeys always send 0. */
  countsSignatures?: boolean;
  userVerified?: boolean;
};

export class SoftwareAuthenticator {
  private readonly credentials: StoredCredential[] = [];
  private counter = 0;

  constructor(private readonly options: SoftwareAuthenticatorOptions) {}

  /** What `navigator.credentials.create()` and @simplewebauthn/browser's startRegistration would answer. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    /** `again`: present the credential made first once more (a real authenticator would refuse it). */
    overrides: { origin?: string; type?: string; again?: boolean } = {},
  ): RegistrationResponseJSON {
    const rpId = options.rp.id ?? new URL(this.options.origin).hostname;
    const existing = overrides.again ? this.credentials[0] : undefined;
    if (overrides.again && !existing)
      throw new Error('The authenticator holds no credential to present again');
    const { privateKey, publicKey } = existing ?? generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = existing?.id ?? Uint8Array.from(randomBytes(32));
    if (!existing) this.credentials.push({ id, privateKey, publicKey, userHandle: options.user.id, rpId });
    const flags =
      FLAG_USER_PRESENT |
      (this.options.userVerified === false ? 0 : FLAG_USER_VERIFIED) |
      FLAG_ATTESTED_CREDENTIAL;
    const idLength = new Uint8Array([id.length >> 8, id.length & 255]);
    const authData = concat(
      sha256(rpId),
      Uint8Array.of(flags),
      uint32(0),
      new Uint8Array(16),
      idLength,
      id,
      coseKey(publicKey),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = JSON.stringify({
      type: overrides.type ?? 'webauthn.create',
      challenge: options.challenge,
      origin: overrides.origin ?? this.options.origin,
      crossOrigin: false,
    });
    const credentialId = isoBase64URL.fromBuffer(id);
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromUTF8String(clientDataJSON),
        attestationObject: isoBase64URL.fromBuffer(Uint8Array.from(attestationObject)),
        transports: ['internal'],
      },
    };
  }

  /** An assertion by the newest credential the options allow (any, for a discoverable sign-in). */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    overrides: { origin?: string; counter?: number; credentialIndex?: number } = {},
  ): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((credential) => credential.id);
    const candidates = this.credentials.filter(
      (credential) => !allowed?.length || allowed.includes(isoBase64URL.fromBuffer(credential.id)),
    );
    const credential = candidates[overrides.credentialIndex ?? candidates.length - 1];
    if (!credential) throw new Error('The authenticator holds no credential these options allow');
    if (this.options.countsSignatures) this.counter += 1;
    const counter = overrides.counter ?? this.counter;
    const flags = FLAG_USER_PRESENT | (this.options.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const authData = concat(sha256(credential.rpId), Uint8Array.of(flags), uint32(counter));
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.get',
      challenge: options.challenge,
      origin: overrides.origin ?? this.options.origin,
      crossOrigin: false,
    });
    const signature = sign('sha256', concat(authData, sha256(clientDataJSON)), credential.privateKey);
    const credentialId = isoBase64URL.fromBuffer(credential.id);
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromUTF8String(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(Uint8Array.from(signature)),
        userHandle: credential.userHandle,
      },
    };
  }
}
