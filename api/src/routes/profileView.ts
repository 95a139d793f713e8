import type { AdminUserSummary, UserProfile } from '@thryve/shared/types';

import type { ProfileRow } from '../db/schema';

/** Relative to the API base URL, like the spec's paths; `v` changes when the picture does (cache busting). */
function pictureUrl(hash: string | null): string | null {
  return hash ? `api/Identity/user/picture?v=${hash.slice(0, 16)}` : null;
}

function buildUserProfile(row: ProfileRow, role: string | null): UserProfile {
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

/**
 * The last view built from each row object. Rows are never changed in place (a write gives a new row), so a row
 * the process remembers (PGlite) is turned into its view once, not on every GET (its two dates' toISOString were
 * 3% of a GET's CPU). Views are frozen: an answer cannot alter the next one.
 */
const views = new WeakMap<ProfileRow, UserProfile>();

export function toUserProfile(row: ProfileRow, role: string | null): UserProfile {
  const known = views.get(row);
  if (known && known.role === role) return known;
  const view = Object.freeze(buildUserProfile(row, role));
  views.set(row, view);
  return view;
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
