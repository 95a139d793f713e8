import { type AdminUserSummary, type UserProfile } from '@thryve/contract';
import { API_PATHS } from '@thryve/contract/types';

import type { ProfileRow } from '../db/schema';

/** Relative to the API base URL, like the spec's paths; `v` changes when the picture does (cache busting). */
function pictureUrl(hash: string | null): string | null {
  return hash ? `${API_PATHS.userPicture}?v=${hash.slice(0, 16)}` : null;
}

/** What the answer takes from the caller's token rather than from the row. */
type TokenFacts = Pick<UserProfile, 'role' | 'emailVerified'>;

function buildUserProfile(row: ProfileRow, { role, emailVerified }: TokenFacts): UserProfile {
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
    emailVerified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The last view built from each row object: rows are never changed in place (a write gives a new row), so a row kept
 * in memory becomes its view once, not on every GET. Views are frozen: an answer cannot alter the next one.
 */
interface View {
  view: UserProfile;
  json: string | null;
}

const views = new WeakMap<ProfileRow, View>();

function viewOf(row: ProfileRow, token: TokenFacts): View {
  const known = views.get(row);
  if (known && known.view.role === token.role && known.view.emailVerified === token.emailVerified) return known;
  const entry: View = { view: Object.freeze(buildUserProfile(row, token)), json: null };
  views.set(row, entry);
  return entry;
}

export function toUserProfile(row: ProfileRow, token: TokenFacts): UserProfile {
  return viewOf(row, token).view;
}

/** The same view as JSON text, written once per row and token facts: a GET sends the text, not a new serialisation. */
export function userProfileJson(row: ProfileRow, token: TokenFacts): string {
  const entry = viewOf(row, token);
  entry.json ??= JSON.stringify(entry.view);
  return entry.json;
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
