import { thryveShared } from '../sharedBlock';

// Jest runs from the repository's root, where the packages are installed.
const root = process.cwd();

describe('thryveShared', () => {
  it('shares React, Firebase, axios and the contract as singletons of the installed versions by default', () => {
    const block = thryveShared({ root });
    expect(Object.keys(block).sort()).toEqual(
      [
        '@thryve/shared',
        'axios',
        'firebase/app',
        'firebase/auth',
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
      ].sort(),
    );
    expect(block['firebase/auth']).toMatchObject({
      singleton: true,
      requiredVersion: `^${block['firebase/auth'].version}`,
    });
  });

  it('leaves Firebase out for a host that never imports it (it then comes inside @thryve/shared)', () => {
    const block = thryveShared({ root, firebase: false });
    expect(Object.keys(block)).not.toContain('firebase/app');
    expect(Object.keys(block)).not.toContain('firebase/auth');
    expect(block['@thryve/shared']).toMatchObject({ singleton: true });
    expect(block.react).toMatchObject({ singleton: true });
  });
});
