import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

import retryRemotePlugin from '../retryRemotePlugin';

type Hooks = Required<Pick<ModuleFederationRuntimePlugin, 'fetch' | 'loadEntryError' | 'getModuleFactory'>>;
const plugin = retryRemotePlugin() as Hooks;

/** Runs a hook while letting the plugin's pauses between attempts pass at once. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  for (let i = 0; i < 10; i += 1) await jest.advanceTimersByTimeAsync(500);
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.value;
}

/** What fetch resolves with, as far as the plugin looks at it (jsdom has no Response). */
const answer = (status: number, body: unknown = {}) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});

const realFetch = globalThis.fetch;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
});

describe('manifest fetch', () => {
  it('answers with the first good response after failures', async () => {
    const fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(502))
      .mockResolvedValueOnce(answer(200, { id: 'auth_remote' }));
    globalThis.fetch = fetch;
    const response = (await settle(Promise.resolve(plugin.fetch('http://remote/mf-manifest.json', {})))) as ReturnType<
      typeof answer
    >;
    expect(await response.json()).toEqual({ id: 'auth_remote' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after two retries with the last error, so the runtime reports the remote as down', async () => {
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    globalThis.fetch = fetch;
    await expect(settle(Promise.resolve(plugin.fetch('http://remote/mf-manifest.json', {})))).rejects.toThrow(
      'Failed to fetch',
    );
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('remote entry', () => {
  it('forgets the failed load before each attempt, loads the entry again and answers with it', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    let loads = 0;
    const load = async () => {
      loads += 1;
      if (loads < 2) throw new Error('ScriptNetworkError');
      return entry;
    };
    // The load that failed and brought the runtime to this hook, still registered under its key.
    const failed = Promise.reject(new Error('ScriptNetworkError'));
    failed.catch(() => undefined);
    const globalLoading: Record<string, Promise<unknown> | undefined> = { auth_remote: failed };
    // As the runtime does: a load registered under the key is awaited again, not started again.
    const getRemoteEntry = jest.fn(() => (globalLoading.auth_remote ??= load()));
    const args = { getRemoteEntry, remoteInfo: { name: 'auth_remote' }, globalLoading, uniqueKey: 'auth_remote' };

    const recovered = await settle(
      Promise.resolve(plugin.loadEntryError(args as unknown as Parameters<Hooks['loadEntryError']>[0])),
    );
    expect(recovered).toBe(entry);
    // Every attempt was a real load: the first failed, the retry loaded the entry; none awaited a stale failure.
    expect(loads).toBe(2);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});

describe('exposed module', () => {
  it('retries a chunk that failed to load, and rethrows when it keeps failing', async () => {
    const factory = () => ({ default: 'SignIn' });
    const flaky = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(factory);
    const args = (get: jest.Mock) =>
      ({ remoteEntryExports: { get }, expose: './SignIn' }) as unknown as Parameters<Hooks['getModuleFactory']>[0];
    expect(await settle(Promise.resolve(plugin.getModuleFactory(args(flaky))))).toBe(factory);
    expect(flaky).toHaveBeenCalledWith('./SignIn');

    const down = jest.fn().mockRejectedValue(new Error('ChunkLoadError'));
    await expect(settle(Promise.resolve(plugin.getModuleFactory(args(down))))).rejects.toThrow('ChunkLoadError');
    expect(down).toHaveBeenCalledTimes(3);
  });
});
