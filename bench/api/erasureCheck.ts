// The cost per write of the account's standing (api/src/db/accountStanding.ts): a profile edit's statements in one
// transaction, alone and after the standing's statement, alternated in rounds on one PostgreSQL with its durability
// defaults (each commit waits for its WAL on disk). Usage: `npx tsx bench/api/erasureCheck.ts` (BENCH_WRITES, 2000).
import { performance } from 'node:perf_hooks';

import { startThrowawayPostgres } from '../../api/src/db/__tests__/throwawayPostgres';
import { writeForAccount } from '../../api/src/db/accountStanding';
import { openDatabase, type AppDb } from '../../api/src/db/client';

const WRITES = Number(process.env.BENCH_WRITES ?? 2000);
const ROUNDS = 10;
const UID = 'bench-user';

/** A profile edit's statements (db/profileRepository.ts): the row locked, the username checked, announced, updated. */
async function edit(tx: AppDb, weight: number) {
  await tx.execute(`SELECT * FROM profiles WHERE uid = '${UID}' FOR UPDATE`);
  await tx.execute(`SELECT uid FROM profiles WHERE lower(username) = lower('bench') AND uid <> '${UID}' LIMIT 1`);
  await tx.execute(`SELECT pg_notify('thryve_profiles', '${UID}')`);
  await tx.execute(`UPDATE profiles SET weight = ${weight}, updated_at = now() WHERE uid = '${UID}' RETURNING *`);
}

const server = await startThrowawayPostgres({ durable: true });
const database = await openDatabase({ databaseUrl: server.url });
try {
  const { db } = database;
  await db.execute(
    `INSERT INTO profiles (uid, email, first_name, last_name, username) VALUES ('${UID}', 'b@example.test', 'B', 'B', 'bench')`,
  );
  const cases = {
    without: (i: number) => db.transaction((tx) => edit(tx, i)),
    with: (i: number) => writeForAccount(db, UID, (tx) => edit(tx, i), { authTime: 1, emailVerified: true }),
  };
  const totals = { without: 0, with: 0 };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const name of round % 2 ? (['with', 'without'] as const) : (['without', 'with'] as const)) {
      const started = performance.now();
      for (let i = 0; i < WRITES / ROUNDS; i += 1) await cases[name](i);
      totals[name] += performance.now() - started;
    }
  }
  const perWrite = (ms: number) => ((ms / WRITES) * 1000).toFixed(0);
  console.log(
    `${WRITES} writes each: without ${perWrite(totals.without)} µs, with ${perWrite(totals.with)} µs per write; ` +
      `ratio ${(totals.with / totals.without).toFixed(3)}`,
  );
} finally {
  await database.close();
  await server.stop();
}
