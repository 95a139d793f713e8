import { isIP } from 'node:net';

import { commaList } from '../lib/commaList';

/** Where passkeys may be registered and used, and under which relying party (WebAuthn's name for the site). */
export interface PasskeySettings {
  /** The pages' origins allowed to register and use passkeys (PASSKEY_ORIGINS). */
  origins: string[];
  /** One RP ID for every origin (PASSKEY_RP_ID); null: each origin's own hostname. */
  rpId: string | null;
  /** What the authenticator shows as the site's name (PASSKEY_RP_NAME). */
  rpName: string;
  /** Other origins that may use this RP ID's passkeys, served at /.well-known/webauthn (PASSKEY_RELATED_ORIGINS). */
  relatedOrigins: string[];
  /**
   * PASSKEY_USER_VERIFICATION: 'preferred' asks the authenticator to verify the user (fingerprint, face, PIN) and
   * accepts an answer that only proves presence (a security key without a PIN); 'required' refuses those, so that a
   * passkey always stands for two factors.
   */
  userVerification: 'preferred' | 'required';
}

const USER_VERIFICATION = ['preferred', 'required'] as const;

const DEFAULT_RP_NAME = 'Thryve Health';

/** The variables read here (config.ts declares them with the API's others). */
type PasskeyEnv = Partial<
  Record<
    'PASSKEY_ORIGINS' | 'PASSKEY_RP_ID' | 'PASSKEY_RP_NAME' | 'PASSKEY_RELATED_ORIGINS' | 'PASSKEY_USER_VERIFICATION',
    string
  >
>;

/** WebAuthn runs only in a secure context (https, or http on localhost) and on a domain, never an IP address. */
function isPasskeyOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.origin !== value || isIP(url.hostname.replace(/^\[(.*)\]$/, '$1'))) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalhost(url.hostname));
  } catch {
    return false;
  }
}

const isLocalhost = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/**
 * Whether `rpId` may be the RP ID of pages on `hostname`: the hostname itself or a suffix of it on a label boundary,
 * never an IP address. (Whether the suffix is registrable, not a public suffix such as `co.uk`, is the browser's
 * check: without the public suffix list the API only refuses single-label suffixes other than localhost.)
 */
function isRpIdFor(rpId: string, hostname: string): boolean {
  if (isIP(rpId)) return rpId === hostname;
  if (!rpId.includes('.') && rpId !== 'localhost') return rpId === hostname;
  return hostname === rpId || hostname.endsWith(`.${rpId}`);
}

function originsOf(name: string, value: string | undefined, fallback: string[]): string[] {
  const origins = value === undefined || value.trim() === '' ? fallback : commaList(value);
  const invalid = origins.filter((origin) => !isPasskeyOrigin(origin));
  if (invalid.length > 0) {
    throw new Error(
      `Invalid ${name} "${invalid.join(',')}": use a comma list of origins such as https://app.example.com ` +
        '(https, or http://localhost; no path)',
    );
  }
  return [...new Set(origins)];
}

/**
 * PASSKEY_ORIGINS (default: the CORS origins, so a partner's origin is added the way its CORS origin is),
 * PASSKEY_RP_ID, PASSKEY_RP_NAME, PASSKEY_RELATED_ORIGINS and PASSKEY_USER_VERIFICATION. Refuses an RP ID that does not cover every origin:
 * the browsers would refuse every passkey of those pages.
 */
export function parsePasskeySettings(env: PasskeyEnv, corsOrigins: string[]): PasskeySettings {
  const origins = originsOf(
    'PASSKEY_ORIGINS',
    env.PASSKEY_ORIGINS,
    corsOrigins.filter((origin) => isPasskeyOrigin(origin)),
  );
  const rpId = env.PASSKEY_RP_ID?.trim().toLowerCase() || null;
  if (rpId) {
    const outside = origins.filter((origin) => !isRpIdFor(rpId, new URL(origin).hostname));
    if (outside.length > 0) {
      throw new Error(
        `Invalid PASSKEY_RP_ID "${rpId}": it must be the hostname, or a registrable suffix of the hostname, of every ` +
          `PASSKEY_ORIGINS origin; not of ${outside.join(', ')}`,
      );
    }
  }
  const userVerification = env.PASSKEY_USER_VERIFICATION?.trim() || 'preferred';
  if (!USER_VERIFICATION.some((value) => value === userVerification)) {
    throw new Error(`Invalid PASSKEY_USER_VERIFICATION "${userVerification}": use preferred or required`);
  }
  return {
    origins,
    rpId,
    userVerification: userVerification as PasskeySettings['userVerification'],
    rpName: env.PASSKEY_RP_NAME?.trim() || DEFAULT_RP_NAME,
    relatedOrigins: originsOf('PASSKEY_RELATED_ORIGINS', env.PASSKEY_RELATED_ORIGINS, []),
  };
}

/** The RP ID of pages on `origin`, or null when passkeys are not allowed there. */
export function rpIdFor(
  settings: Pick<PasskeySettings, 'origins' | 'rpId'>,
  origin: string | undefined,
): string | null {
  if (!origin || !settings.origins.includes(origin)) return null;
  return settings.rpId ?? new URL(origin).hostname;
}
