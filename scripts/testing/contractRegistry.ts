// The npm registry that tests install the contract from, the way a platform team does: Verdaccio on loopback (a
// free port, its storage in a temporary folder) with the contract packages (@thryve/contract, /shared, /federation,
// /server) published to it by scripts/publish-contract.mjs, the release's own command. It serves @thryve/* only, with no uplinks: a consumer's
// .npmrc sends the scope here and everything else to the public registry, as a partner's does.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { runServer } from 'verdaccio';

const SCOPE = '@thryve';

export interface ContractRegistry {
  /** With a trailing slash, as npm writes registry URLs. */
  url: string;
  /** The one line a consumer's .npmrc needs: the scope's packages come from this registry. */
  npmrc: string;
  stop(): Promise<void>;
}

async function listen(folder: string): Promise<Server> {
  const server = (await runServer({
    // Where relative paths of the configuration would resolve (there are none): the temporary folder.
    self_path: folder,
    storage: join(folder, 'storage'),
    // No user registers; the htpasswd file Verdaccio keeps anyway stays in the temporary folder.
    auth: { htpasswd: { file: join(folder, 'htpasswd'), max_users: -1 } },
    uplinks: {},
    packages: { [`${SCOPE}/*`]: { access: '$all', publish: '$anonymous' } },
    max_body_size: '50mb',
    web: { enable: false },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
  })) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return server;
}

/**
 * Starts the registry and publishes the contract of the repository at `root` to it (a build of every package unless
 * the same sources were packed before: allow a minute or two on a busy machine).
 */
export async function startContractRegistry(root: string): Promise<ContractRegistry> {
  const folder = mkdtempSync(join(tmpdir(), 'thryve-registry-'));
  const server = await listen(folder);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    // Verdaccio lets anyone publish the scope here, but npm refuses to publish without a credential for the
    // registry: a made-up token, in a user config of its own (never the user's ~/.npmrc).
    const userconfig = join(folder, 'npmrc');
    writeFileSync(userconfig, `${url.replace(/^https?:/, '')}:_authToken=anonymous\n`);
    // --reuse: the browser tests publish what the integration tests packed, unless a source changed in between.
    const publish = [join(root, 'scripts/publish-contract.mjs'), '--registry', url, '--reuse'];
    await promisify(execFile)(process.execPath, publish, {
      cwd: root,
      env: { ...process.env, npm_config_userconfig: userconfig },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, npmrc: `${SCOPE}:registry=${url}`, stop };
}
