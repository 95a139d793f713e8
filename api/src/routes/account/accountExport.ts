import type { AccountExport } from '@thryve/contract';

import type { AccountRows } from '../../db/accountRepository';
import type { AuthUser } from '../../plugins/auth';

/** "Download my data": what the token says of the account, and every row the API keeps about it. */
export function toAccountExport(user: AuthUser, rows: AccountRows, exportedAt: Date): AccountExport {
  const { profile, picture, tokenRevocation } = rows;
  return {
    format: 'thryve-account-export/1',
    exportedAt: exportedAt.toISOString(),
    account: { uid: user.uid, email: user.email, emailVerified: user.emailVerified, role: user.role },
    profile: profile && {
      firstName: profile.firstName,
      lastName: profile.lastName,
      username: profile.username,
      email: profile.email,
      birthday: profile.birthday,
      height: profile.height,
      weight: profile.weight,
      picture: picture && `data:${picture.contentType};base64,${picture.bytes.toString('base64')}`,
      createdAt: profile.createdAt.toISOString(),
      updatedAt: profile.updatedAt.toISOString(),
    },
    endedSessions: rows.endedSessions.map(({ authTime, endedAt }) => ({ authTime, endedAt: endedAt.toISOString() })),
    tokenRevocation: tokenRevocation && {
      revokedBefore: tokenRevocation.revokedBefore,
      revokedAt: tokenRevocation.revokedAt.toISOString(),
    },
    // What the API keeps of each passkey but its public key and counter (of no use outside WebAuthn).
    passkeys: rows.passkeys.map(({ id, name, rpId, backedUp, createdAt, lastUsedAt }) => ({
      id,
      name,
      rpId,
      backedUp,
      createdAt: createdAt.toISOString(),
      lastUsedAt: lastUsedAt?.toISOString() ?? null,
    })),
  };
}

/** The download's file name: the day of the export (UTC). */
export function exportFileName(exportedAt: Date): string {
  return `thryve-account-${exportedAt.toISOString().slice(0, 10)}.json`;
}
