import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { cose, isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** authenticatorData flags (WebAuthn §6.1): user present, user verified, backup eligible, backed up, attested data. */
const FLAGS = { up: 0x01, uv: 0x04, be: 0x08, bs: 0x10, at: 0x40 } as const;

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));

export interface Ceremony {
  /** The page's origin the browser writes into clientDataJSON. */
  origin: string;
  /** The RP ID the authenticator hashes into authenticatorData; the options' by default. */
  rpId?: string;
  /** clientDataJSON's type; the ceremony's own by default. */
  type?: string;
}

/**
 * A platform authenticator in software for tests: one ES256 (P-256) passkey, made with 'none' attestation and used
 * with signatures over authenticatorData || sha256(clientDataJSON), as a browser and authenticator would. The flags
 * are UP, UV (unless `verifiesUser` is false), BE and BS (a synced passkey); the signature counter goes up by one per use unless set.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The user handle the passkey was made for (options.user.id). */
  userHandle: string | null = null;
  counter = 0;
  /** Whether it says it verified the user (UV); false: a security key without a PIN, presence only. */
  verifiesUser = true;

  constructor() {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' }));
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private coseKey(): Uint8Array {
    const { x, y } = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [cose.COSEKEYS.kty, cose.COSEKTY.EC2],
        [cose.COSEKEYS.alg, cose.COSEALG.ES256],
        [cose.COSEKEYS.crv, cose.COSECRV.P256],
        [cose.COSEKEYS.x, isoBase64URL.toBuffer(x!)],
        [cose.COSEKEYS.y, isoBase64URL.toBuffer(y!)],
      ]),
    );
  }

  private authenticatorData(rpId: string, attested: boolean): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const verified = this.verifiesUser ? FLAGS.uv : 0;
    const flags = Buffer.from([FLAGS.up | verified | FLAGS.be | FLAGS.bs | (attested ? FLAGS.at : 0)]);
    const parts = [sha256(Buffer.from(rpId)), flags, counter];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): the passkey, for `options` from the API. */
  register(options: PublicKeyCredentialCreationOptionsJSON, ceremony: Ceremony): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const clientDataJSON = this.clientData(ceremony.type ?? 'webauthn.create', options.challenge, ceremony.origin);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', this.authenticatorData(ceremony.rpId ?? options.rp.id!, true)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get(): an assertion for `options`, the counter first moved on by one unless `counter`. */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    ceremony: Ceremony & { counter?: number },
  ): AuthenticationResponseJSON {
    this.counter = ceremony.counter ?? this.counter + 1;
    const clientDataJSON = this.clientData(ceremony.type ?? 'webauthn.get', options.challenge, ceremony.origin);
    const authenticatorData = this.authenticatorData(ceremony.rpId ?? options.rpId!, false);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), {
      key: this.privateKey,
      dsaEncoding: 'der',
    });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: this.userHandle ?? undefined,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
