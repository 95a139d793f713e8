import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';

import contractPlugin, { isContractMismatchError } from '../contractPlugin';
import offlineRemotePlugin from '../offlineRemotePlugin';
import { isRemoteFallbackModule } from '../remoteFallback';

// The runtime caches manifests by URL for the page's life: each test's remote gets its own path.
let deployment = 0;
const nextManifestUrl = () => `http://remote.test/v${(deployment += 1)}/mf-manifest.json`;

/** A remote's mf-manifest.json as our remote's build writes it, stating `contract` as its @thryve/shared version. */
function manifest(contract: string) {
  return {
    id: 'auth_remote',
    name: 'auth_remote',
    metaData: {
      name: 'auth_remote',
      globalName: 'auth_remote',
      buildInfo: { buildVersion: '1.0.0', buildName: '@thryve/auth-remote' },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
    },
    shared: [
      {
        id: 'auth_remote:@thryve/shared',
        name: '@thryve/shared',
        version: contract,
        singleton: true,
        requiredVersion: `^${contract}`,
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
    remotes: [],
    exposes: [
      {
        id: 'auth_remote:session',
        name: 'session',
        path: './session',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

type ShareScope = Record<string, Record<string, unknown>>;

/**
 * Stands in for the network only: the manifest answer and the remote's entry, whose `init` registers the remote's
 * copy of the contract in the host's share scope as a real remoteEntry.js does; the runtime itself is real.
 */
function network(contract: string, entryLoads: string[]): ModuleFederationRuntimePlugin {
  return {
    name: 'test-network',
    // The runtime fetches the manifest through the `fetch` hook's answer or, as here, the page's fetch.
    beforeInit(args) {
      globalThis.fetch = async () => ({ ok: true, status: 200, json: async () => manifest(contract) }) as Response;
      return args;
    },
    loadEntry: async ({ remoteInfo }) => {
      entryLoads.push(remoteInfo.entry);
      return {
        init: async (shareScope: ShareScope) => {
          shareScope['@thryve/shared'] = {
            ...shareScope['@thryve/shared'],
            [contract]: {
              version: contract,
              scope: ['default'],
              from: 'auth_remote',
              loaded: false,
              useIn: [],
              get: async () => () => ({ copy: `remote ${contract}` }),
              shareConfig: { singleton: true, requiredVersion: `^${contract}`, eager: false, strictVersion: false },
            },
          };
        },
        get: async () => () => ({ getSession: () => ({ status: 'signedOut' }) }),
      } as never;
    },
  };
}

function hostWith(contract: string, remoteContract: string, entryLoads: string[]) {
  return createInstance({
    name: `host_${contract}_${remoteContract}_${entryLoads.length}_${Math.random().toString(36).slice(2)}`,
    remotes: [{ name: 'auth_remote', entry: nextManifestUrl() }],
    // As a host is configured (docs/embedding): the host's own copy unless the contract plugin offers a later one.
    shareStrategy: 'loaded-first',
    shared: {
      '@thryve/shared': {
        version: contract,
        get: async () => () => ({ copy: `host ${contract}` }),
        shareConfig: { singleton: true, requiredVersion: `^${contract}` },
      },
    },
    plugins: [network(remoteContract, entryLoads), contractPlugin(), offlineRemotePlugin()],
  });
}

/** The copy of the contract the host's first use of it gets. */
async function contractCopy(host: ReturnType<typeof hostWith>) {
  const factory = await host.loadShare<{ copy: string }>('@thryve/shared');
  return factory ? factory()?.copy : undefined;
}

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
const realFetch = globalThis.fetch;
afterEach(() => {
  jest.restoreAllMocks();
  globalThis.fetch = realFetch;
});

it('loads a remote that serves the host’s contract major', async () => {
  const entryLoads: string[] = [];
  const session = await hostWith('1.0.0', '1.4.2', entryLoads).loadRemote<{ getSession(): unknown }>(
    'auth_remote/session',
  );
  expect(session?.getSession()).toEqual({ status: 'signedOut' });
  expect(entryLoads).toEqual([`http://remote.test/v${deployment}/remoteEntry.js`]);
  expect(errors).not.toHaveBeenCalled();
});

it('refuses a remote of another major before its entry runs: a console error naming both, then the fallback', async () => {
  const entryLoads: string[] = [];
  const loaded = await hostWith('1.0.0', '2.0.0', entryLoads).loadRemote('auth_remote/session');
  expect(isRemoteFallbackModule(loaded)).toBe(true);
  expect(entryLoads).toEqual([]);
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('serves contract @thryve/shared@2.x'));
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('built against @thryve/shared@1.x'));
});

it('does not check a host that shares no contract (a page that only mounts the remote)', async () => {
  const entryLoads: string[] = [];
  const instance = createInstance({
    name: `page_${Math.random().toString(36).slice(2)}`,
    remotes: [{ name: 'auth_remote', entry: nextManifestUrl() }],
    plugins: [network('2.0.0', entryLoads), contractPlugin(), offlineRemotePlugin()],
  });
  const session = await instance.loadRemote<{ getSession(): unknown }>('auth_remote/session');
  expect(session?.getSession()).toEqual({ status: 'signedOut' });
  expect(entryLoads).toHaveLength(1);
});

it('a remote deployed with a later patch or minor release of the host’s major brings its copy: the host runs it', async () => {
  for (const later of ['1.0.1', '1.3.0']) {
    const entryLoads: string[] = [];
    expect(await contractCopy(hostWith('1.0.0', later, entryLoads))).toBe(`remote ${later}`);
    expect(entryLoads).toHaveLength(1);
  }
  expect(errors).not.toHaveBeenCalled();
});

it('the host keeps its own copy when the remote serves the same or an earlier release (and its entry waits)', async () => {
  for (const remote of ['1.2.0', '1.1.9', '1.2.0-rc.1']) {
    const entryLoads: string[] = [];
    expect(await contractCopy(hostWith('1.2.0', remote, entryLoads))).toBe('host 1.2.0');
    expect(entryLoads).toEqual([]);
  }
});

it('the host keeps its own copy when the remote serves another major (refused) or is down', async () => {
  const refused: string[] = [];
  expect(await contractCopy(hostWith('1.0.0', '2.0.0', refused))).toBe('host 1.0.0');
  expect(refused).toEqual([]);
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('serves contract @thryve/shared@2.x'));

  const down = createInstance({
    name: `host_down_${Math.random().toString(36).slice(2)}`,
    remotes: [{ name: 'auth_remote', entry: nextManifestUrl() }],
    shareStrategy: 'loaded-first',
    shared: {
      '@thryve/shared': {
        version: '1.0.0',
        get: async () => () => ({ copy: 'host 1.0.0' }),
        shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
      },
    },
    plugins: [
      {
        name: 'test-down',
        beforeInit(args) {
          globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
          return args;
        },
      },
      contractPlugin(),
      offlineRemotePlugin(),
    ],
  });
  expect(await contractCopy(down as ReturnType<typeof hostWith>)).toBe('host 1.0.0');
});

it('recognises its error across bundles by kind', () => {
  expect(isContractMismatchError({ kind: 'ContractMismatchError' })).toBe(true);
  expect(isContractMismatchError(new Error('x'))).toBe(false);
});
