// role.changed is written where the deployment learns of the change: the role command, recording the revocation in
// the API's database (beside a running API, on either database: cli/__tests__/roleBesideApi.int.test.ts).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { createUser, withRole } from '../../__tests__/support/emulator';
import { findRepoRoot } from '../../config';
import { newPostgresUrl } from '../../db/__tests__/testDatabases';
import { openDatabase } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import { createEndpointRepository } from '../endpointRepository';

jest.setTimeout(90_000);

const run = promisify(execFile);
const root = findRepoRoot() as string;

it('npm run role writes role.changed, with the role before and after, in the revocation transaction', async () => {
  const databaseUrl = await newPostgresUrl();
  const database = await openDatabase({ databaseUrl });
  try {
    await createEndpointRepository(database.db).add('https://partner.example/hooks', ['role.changed']);
    const user = await withRole(await createUser(), 'editor');
    await run(join(root, 'node_modules/.bin/tsx'), ['src/cli/setRole.ts', user.email, 'admin'], {
      cwd: join(root, 'api'),
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    const events = await database.db.select({ payload: webhookEvents.payload }).from(webhookEvents);
    expect(events.map(({ payload }) => payload)).toEqual([
      {
        type: 'role.changed',
        timestamp: expect.any(String),
        data: { uid: user.uid, role: 'admin', previousRole: 'editor' },
      },
    ]);
  } finally {
    await database.close();
  }
});
