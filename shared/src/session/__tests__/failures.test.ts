// The error catalogue loads as a chunk of its own: what a failure reports with it, and when it cannot load.
import { EN_MESSAGES } from '@thryve/contract';

import type * as Failures from '../failures';

async function failuresModule(catalogueLoads: boolean): Promise<typeof Failures> {
  let loaded!: typeof Failures;
  await jest.isolateModulesAsync(async () => {
    if (!catalogueLoads) {
      // As the bundler's chunk loading does offline: the import of the catalogue's chunk rejects.
      jest.doMock('@thryve/contract/errors', () => {
        throw new Error('Loading chunk thryve-errors failed');
      });
    }
    loaded = await import('../failures');
  });
  return loaded;
}

const wrongPassword = Object.assign(new Error('Firebase: wrong password'), { code: 'auth/wrong-password' });

describe('failureEvent', () => {
  it('reports a failure through the catalogue: its stable code and message', async () => {
    const { failureEvent } = await failuresModule(true);
    await expect(failureEvent((errors) => errors.signInFailure(wrongPassword))).resolves.toEqual({
      code: 'sign-in/incorrect-credentials',
      message: EN_MESSAGES['error.incorrectCredentials'],
    });
  });

  it('reports the sign-in service out of reach when even the catalogue cannot load, and never rejects', async () => {
    const { failureEvent, loadErrorCatalogue } = await failuresModule(false);
    await expect(failureEvent((errors) => errors.signInFailure(wrongPassword))).resolves.toEqual({
      code: 'auth/unavailable',
      message: EN_MESSAGES['error.authUnavailable'],
    });
    await expect(loadErrorCatalogue()).rejects.toMatchObject({ code: 'auth/unavailable' });
  });
});
