import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// A passkey authenticator in software, so tests exercise the real WebAuthn verification
// without a browser: a P-256 key, clientDataJSON as a browser writes it, authenticatorData
// with the rpIdHash, flags and counter, "none" attestation in CBOR, and ES256 assertions.

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

// Just enough CBOR (RFC 8949) for an attestation object and a COSE key: small maps, small
// and negative integers, byte and text strings.
type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>;
function cborHeader(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}
function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') {
    return value >= 0 ? cborHeader(0, value) : cborHeader(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHeader(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHeader(2, value.length), value]);
  const parts = [cborHeader(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

export type RegistrationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
export type AuthenticationOptions = { challenge: string; rpId?: string };

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  counter = 0;
  // The browser's page origin, which the server must accept or refuse.
  origin: string;
  userVerified = true;
  #privateKey: KeyObject;
  #publicKey: KeyObject;
  #userHandle: string | null = null;

  constructor(origin: string) {
    this.origin = origin;
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = pair.privateKey;
    this.#publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  #clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
      'utf8',
    );
  }

  #flags(extra = 0): number {
    return FLAG_USER_PRESENT | (this.userVerified ? FLAG_USER_VERIFIED : 0) | extra;
  }

  #counterBytes(): Buffer {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(this.counter);
    return bytes;
  }

  // What navigator.credentials.create() answers, as @simplewebauthn/browser serialises it.
  register(options: RegistrationOptions) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    this.#userHandle = options.user.id;
    const jwk = this.#publicKey.export({ format: 'jwk' });
    const coseKey = cbor(
      new Map<CborValue, CborValue>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.#flags(FLAG_ATTESTED_CREDENTIAL)]),
      this.#counterBytes(),
      Buffer.alloc(16), // AAGUID: none given
      idLength,
      this.credentialId,
      coseKey,
    ]);
    const attestationObject = cbor(
      new Map<CborValue, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(this.#clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  // What navigator.credentials.get() answers; each use advances the signature counter.
  authenticate(options: AuthenticationOptions, rpIdOverride?: string) {
    const rpId = rpIdOverride ?? options.rpId ?? new URL(this.origin).hostname;
    this.counter += 1;
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.#flags()]),
      this.#counterBytes(),
    ]);
    const clientDataJSON = this.#clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), {
      key: this.#privateKey,
      dsaEncoding: 'der',
    });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.#userHandle ? { userHandle: this.#userHandle } : {}),
      },
    };
  }
}
