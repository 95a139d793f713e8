import type { AdminUserSummary, UserProfile } from '@thryve/shared/types';

import type { ProfileRow } from '../db/schema';

/** Relative to the API base URL, like the spec's paths; `v` changes when the picture does (cache busting). */
function pictureUrl(hash: string | null): string | null {
  return hash ? `api/Identity/user/picture?v=${hash.slice(0, 16)}` : null;
}

export function toUserProfile(row: ProfileRow, role: string | null): UserProfile {
  return {
    id: row.uid,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    birthday: row.birthday,
    height: row.height,
    weight: row.weight,
    role,
    pictureUrl: pictureUrl(row.pictureHash),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminSummary(row: ProfileRow): AdminUserSummary {
  return {
    id: row.uid,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    createdAt: row.createdAt.toISOString(),
  };
}
