/** A Thryve user as events carry it. */
export interface ThryveUserData {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  role: string | null;
}

/** Every event Thryve sends, by type: the payload's `data`. */
export interface ThryveEventData {
  /** An account was created and registered. */
  'user.created': ThryveUserData;
  /** The account's profile or email changed: the user as it is now. */
  'user.updated': ThryveUserData;
  /** The account and its data were deleted: erase what you hold of `uid`. */
  'user.deleted': { uid: string };
  /** Sign-ins ended: `session` one (Logout, its `authTime`), `all` every one ("Sign out of all devices"). */
  'session.ended': { uid: string; scope: 'session'; authTime: number } | { uid: string; scope: 'all' };
  /** The account's role changed; its earlier sign-ins were ended with it. */
  'role.changed': { uid: string; role: string | null; previousRole: string | null };
  /** The owner followed the verification link. */
  'email.verified': { uid: string; email: string };
}

export type ThryveEventType = keyof ThryveEventData;

/** The event types, in the order the docs list them. */
export const THRYVE_EVENT_TYPES = [
  'user.created',
  'user.updated',
  'user.deleted',
  'session.ended',
  'role.changed',
  'email.verified',
] as const satisfies readonly ThryveEventType[];

/**
 * A webhook's JSON body, as the Standard Webhooks specification shapes it: `type`, `timestamp` (ISO 8601, when it
 * happened) and `data`. A union over the types: `switch (event.type)` narrows `data`.
 */
export type ThryveEvent = {
  [T in ThryveEventType]: { type: T; timestamp: string; data: ThryveEventData[T] };
}[ThryveEventType];
