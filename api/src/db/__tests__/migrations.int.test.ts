import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';

import { openDatabase, type Database } from '../client';
import { MIGRATION_CONFIG } from '../migrate';
import { createProfileRepository } from '../profileRepository';
import { createTokenRevocationRepository } from '../tokenRevocationRepository';
import { openMemoryDatabase } from './memoryDatabase';
import { DATABASE_KINDS, newPostgresUrl } from './testDatabases';

jest.setTimeout(180_000);

type Rows<T> = { rows: T[] };
const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as Rows<T>).rows;

/** What the migration system before drizzle-kit made (its 0001 and 0002), verbatim: databases in use have it. */
const LEGACY_0001 = [
  `CREATE TABLE schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE profiles (
    uid text PRIMARY KEY, email text NOT NULL, first_name text NOT NULL, last_name text NOT NULL,
    username text NOT NULL, birthday date, height double precision, weight double precision, picture_hash text,
    created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX profiles_username_lower_key ON profiles (lower(username))`,
  `CREATE TABLE profile_pictures (
    uid text PRIMARY KEY REFERENCES profiles (uid) ON DELETE CASCADE,
    content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
    hash text NOT NULL,
    bytes bytea NOT NULL
  )`,
  `INSERT INTO schema_migrations (id) VALUES ('0001_profiles')`,
];
const LEGACY_0002 = [
  `CREATE TABLE ended_sessions (
    uid text NOT NULL, auth_time bigint NOT NULL, ended_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (uid, auth_time)
  )`,
  `INSERT INTO schema_migrations (id) VALUES ('0002_ended_sessions')`,
];

/** Tables, columns, constraints and indexes of the public schema: what two databases must agree on. */
async function catalog(database: Database) {
  return {
    columns: await rows(
      database,
      sql`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
          WHERE table_schema = 'public' ORDER BY table_name, column_name`,
    ),
    constraints: await rows(
      database,
      sql`SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
          WHERE connamespace = 'public'::regnamespace ORDER BY tbl, conname`,
    ),
    indexes: await rows(
      database,
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`,
    ),
  };
}

async function appliedHashes(database: Database): Promise<string[]> {
  const { migrationsSchema, migrationsTable } = MIGRATION_CONFIG;
  const applied = await rows<{ hash: string }>(
    database,
    sql`SELECT hash FROM ${sql.identifier(migrationsSchema)}.${sql.identifier(migrationsTable)} ORDER BY created_at`,
  );
  return applied.map((row) => row.hash);
}

const generated = readMigrationFiles(MIGRATION_CONFIG);

describe.each(DATABASE_KINDS)('migrations on %s', (name) => {
  const open = async (options: { migrate: boolean }): Promise<Database> =>
    name === 'pglite'
      ? openDatabase({ dataDir: 'memory://', ...options })
      : openDatabase({ databaseUrl: await newPostgresUrl(), ...options });
  const opened: Database[] = [];
  const track = (database: Database) => (opened.push(database), database);
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });

  it('applies every generated migration once, with Drizzle recording each', async () => {
    const database = track(await open({ migrate: true }));
    expect(generated.length).toBeGreaterThanOrEqual(2);
    expect(await appliedHashes(database)).toEqual(generated.map((migration) => migration.hash));
    await database.migrate();
    expect(await appliedHashes(database)).toEqual(generated.map((migration) => migration.hash));
  });

  it('refuses a picture type the schema does not allow (the CHECK is in schema.ts and the migration)', async () => {
    const database = track(await open({ migrate: true }));
    await createProfileRepository(database.db).save({
      uid: 'u1',
      email: 'u1@example.test',
      firstName: 'A',
      lastName: 'B',
      username: 'u_one',
      birthday: null,
      height: null,
      weight: null,
      picture: null,
    });
    const insert = sql`INSERT INTO profile_pictures (uid, content_type, hash, bytes) VALUES ('u1', 'image/gif', 'h', '\\x00')`;
    await expect(database.db.execute(insert)).rejects.toMatchObject({ cause: { code: '23514' } });
  });

  it.each([
    ['0001_profiles', LEGACY_0001],
    ['0001_profiles and 0002_ended_sessions', [...LEGACY_0001, ...LEGACY_0002]],
  ])('upgrades a database made by the old migration system (%s) without losing a row', async (_name, legacy) => {
    const database = track(await open({ migrate: false }));
    for (const statement of legacy) await database.db.execute(sql.raw(statement));
    await database.db.execute(sql`INSERT INTO profiles (uid, email, first_name, last_name, username, birthday, weight)
      VALUES ('old', 'old@example.test', 'Grace', 'Hopper', 'grace', '1906-12-09', 120.5)`);
    await database.db.execute(sql`INSERT INTO profile_pictures (uid, content_type, hash, bytes)
      VALUES ('old', 'image/png', 'abc', '\\x89504e47')`);
    await database.db.execute(sql`UPDATE profiles SET picture_hash = 'abc' WHERE uid = 'old'`);

    await database.migrate();

    const profiles = createProfileRepository(database.db);
    expect(await profiles.findByUid('old')).toMatchObject({
      email: 'old@example.test',
      firstName: 'Grace',
      username: 'grace',
      birthday: '1906-12-09',
      weight: 120.5,
      pictureHash: 'abc',
    });
    expect(await profiles.findPicture('old')).toEqual({
      contentType: 'image/png',
      hash: 'abc',
      bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    const sessions = createTokenRevocationRepository(database.db);
    await sessions.endSession('old', 1_700_000_000);
    expect((await createTokenRevocationRepository(database.db).refusalsOf('old')).ended).toContain(1_700_000_000);
    expect(await appliedHashes(database)).toEqual(generated.map((migration) => migration.hash));
    const legacyTable = await rows<{ present: boolean }>(
      database,
      sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`,
    );
    expect(legacyTable[0].present).toBe(false);

    // The upgraded database is the same as a new one, down to constraint and index names.
    const fresh = track(await open({ migrate: true }));
    expect(await catalog(database)).toEqual(await catalog(fresh));
  });
});

describe('migrations on postgres with several instances starting at once', () => {
  it('migrate once (advisory lock) and all start', async () => {
    const url = await newPostgresUrl();
    const instances = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url })));
    try {
      expect(await appliedHashes(instances[0])).toEqual(generated.map((migration) => migration.hash));
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});

describe("the tests' in-memory databases, copies of one migrated template (memoryDatabase.ts)", () => {
  it('are each what a new database is, down to constraint and index names, and each its own', async () => {
    const fresh = await openDatabase({ dataDir: 'memory://' });
    const first = await openMemoryDatabase();
    const second = await openMemoryDatabase();
    try {
      expect(await catalog(first)).toEqual(await catalog(fresh));
      expect(await appliedHashes(first)).toEqual(generated.map((migration) => migration.hash));
      await createTokenRevocationRepository(first.db).endSession('only-first', 1_700_000_000);
      expect((await createTokenRevocationRepository(first.db).refusalsOf('only-first')).ended).toEqual([1_700_000_000]);
      expect((await createTokenRevocationRepository(second.db).refusalsOf('only-first')).ended).toEqual([]);
    } finally {
      await Promise.all([fresh, first, second].map((database) => database.close()));
    }
  });
});
