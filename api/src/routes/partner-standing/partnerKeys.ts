import { createHash, timingSafeEqual } from 'node:crypto';

import { commaList } from '../../lib/commaList';

/** Long enough that guessing is hopeless; what `openssl rand -base64 32` prints. */
const MIN_KEY_LENGTH = 32;

const digest = (key: string) => createHash('sha256').update(key).digest();

/**
 * THRYVE_PARTNER_KEYS: a comma list of the keys partner backends send (Authorization: Bearer <key>) to ask for a
 * user's standing; unset: the route refuses everyone. Several at once so that a key is rotated without a gap.
 */
export function parsePartnerKeys(value: string | undefined): string[] {
  const keys = commaList(value ?? '');
  for (const key of keys) {
    if (key.length < MIN_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
      throw new Error(
        `Invalid THRYVE_PARTNER_KEYS: each key must be at least ${MIN_KEY_LENGTH} printable characters ` +
          '(e.g. from openssl rand -base64 32)',
      );
    }
  }
  return keys;
}

/** Checks a presented key against every configured one in the same time, whichever matches (digests compared). */
export function partnerKeyCheck(keys: readonly string[]): (presented: string) => boolean {
  const digests = keys.map(digest);
  return (presented) => {
    const candidate = digest(presented);
    return digests.reduce((found, key) => timingSafeEqual(key, candidate) || found, false);
  };
}
