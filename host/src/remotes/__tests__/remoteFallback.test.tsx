import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import { RemoteBoundary } from '@thryve/federation/react';
import { createRemoteFallbackModule, isRemoteUnavailableError, offlineRemotePlugin } from '@thryve/federation/runtime';
import { createElement } from 'react';

import { loadSignIn } from '../authRemote';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof offlineRemotePlugin>['errorLoadRemote']>>[0];

function errorArgs(lifecycle: ErrorArgs['lifecycle']): ErrorArgs {
  return {
    id: 'auth_remote/SignIn',
    error: new Error('ScriptNetworkError'),
    from: 'build',
    lifecycle,
    origin: {} as ModuleFederation,
  };
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadRemote.mockReset();
});

afterEach(() => jest.restoreAllMocks());

describe('offlineRemotePlugin', () => {
  it('answers a failed remote module with a fallback module', () => {
    const fallback = offlineRemotePlugin().errorLoadRemote?.(errorArgs('onLoad'));
    expect(fallback).toEqual(expect.objectContaining({ __thryveRemoteFallback: true }));
  });

  it('leaves a failed manifest alone, so that the next attempt fetches it again', () => {
    expect(offlineRemotePlugin().errorLoadRemote?.(errorArgs('afterResolve'))).toBeUndefined();
    expect(offlineRemotePlugin().errorLoadRemote?.(errorArgs('beforeRequest'))).toBeUndefined();
  });

  it('gives a component that, rendered, lands in the boundary as a RemoteUnavailableError', () => {
    const fallback = createRemoteFallbackModule('auth_remote/SignIn', new Error('down'));
    const caught: unknown[] = [];
    render(
      <RemoteBoundary fallback={() => <p>fallback shown</p>} onError={(error) => caught.push(error)}>
        {createElement(fallback.default)}
      </RemoteBoundary>,
    );
    expect(screen.getByText('fallback shown')).toBeInTheDocument();
    expect(isRemoteUnavailableError(caught[0])).toBe(true);
  });
});

describe('auth remote loaders', () => {
  it('reject with RemoteUnavailableError, naming the module and keeping the cause, when the runtime throws', async () => {
    const cause = new Error('RUNTIME-003');
    loadRemote.mockRejectedValue(cause);
    await expect(loadSignIn()).rejects.toMatchObject({
      kind: 'RemoteUnavailableError',
      remoteId: 'auth_remote/SignIn',
      cause,
    });
  });

  it('reject with RemoteUnavailableError when the runtime resolves with nothing', async () => {
    loadRemote.mockResolvedValue(undefined);
    await expect(loadSignIn()).rejects.toMatchObject({ kind: 'RemoteUnavailableError' });
  });

  it('ask the runtime afresh on every call, so a later attempt recovers', async () => {
    const SignIn = () => null;
    loadRemote.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: SignIn });
    await expect(loadSignIn()).rejects.toMatchObject({ kind: 'RemoteUnavailableError' });
    await expect(loadSignIn()).resolves.toEqual({ default: SignIn });
    expect(loadRemote).toHaveBeenCalledWith('auth_remote/SignIn');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
