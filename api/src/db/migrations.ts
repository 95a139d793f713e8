/**
 * The schema's history, oldest first. SQL lives here as strings (no file paths: the code runs as ESM under tsx
 * and as CommonJS under Jest). Never edit an applied migration; add a new one.
 */
export interface Migration {
  id: string;
  statements: readonly string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: '0001_profiles',
    statements: [
      `CREATE TABLE profiles (
        uid text PRIMARY KEY,
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        username text NOT NULL,
        birthday date,
        height double precision,
        weight double precision,
        picture_hash text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE UNIQUE INDEX profiles_username_lower_key ON profiles (lower(username))`,
      `CREATE TABLE profile_pictures (
        uid text PRIMARY KEY REFERENCES profiles (uid) ON DELETE CASCADE,
        content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
        hash text NOT NULL,
        bytes bytea NOT NULL
      )`,
    ],
  },
  {
    id: '0002_ended_sessions',
    statements: [
      `CREATE TABLE ended_sessions (
        uid text NOT NULL,
        auth_time bigint NOT NULL,
        ended_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (uid, auth_time)
      )`,
    ],
  },
];
