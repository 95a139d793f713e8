import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { thryveShared } from '../sharedBlock';

// Jest runs from the repository's root, where the packages are installed.
const root = process.cwd();

describe('thryveShared', () => {
  it('shares React, Firebase, axios and the contract as singletons of the installed versions by default', () => {
    const block = thryveShared({ root });
    expect(Object.keys(block).sort()).toEqual(
      [
        '@thryve/contract',
        '@thryve/shared',
        '@thryve/shared/http',
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

  it('shares the API client (`@thryve/shared/http`) only where the installed contract has it (2.0 and later)', () => {
    // A host's own folder with @thryve/shared 1.x installed: the subpath does not exist there.
    const host = mkdtempSync(join(tmpdir(), 'thryve-shared-block-'));
    try {
      const installed = (name: string, pkg: object) => {
        mkdirSync(join(host, 'node_modules', name), { recursive: true });
        writeFileSync(join(host, 'node_modules', name, 'package.json'), JSON.stringify(pkg));
      };
      installed('@thryve/shared', { version: '1.0.0', exports: { '.': './dist/index.js' } });
      for (const name of ['react', 'react-dom', 'axios']) installed(name, { version: '19.0.0' });
      const block = thryveShared({ root: host, firebase: false });
      expect(block['@thryve/shared']).toMatchObject({ version: '1.0.0', requiredVersion: '^1.0.0' });
      expect(Object.keys(block)).not.toContain('@thryve/shared/http');
      // Nor the contract package, which came with 3.4: the remote then runs its own copy.
      expect(Object.keys(block).filter((request) => request.startsWith('@thryve/contract'))).toEqual([]);
    } finally {
      rmSync(host, { recursive: true, force: true });
    }
    expect(thryveShared({ root })['@thryve/shared/http']).toMatchObject({
      singleton: true,
      version: thryveShared({ root })['@thryve/shared'].version,
    });
  });

  it('provides the contract’s subpaths by their file, which a host’s code may never import by name', () => {
    // The bundlers register a shared name only where code of the build imports it by name; @thryve/shared reaches its
    // API client by relative path. Given as the file, `@thryve/shared/http` is registered by every host, as the very
    // module its `@thryve/shared` uses.
    const block = thryveShared({ root });
    expect(block['@thryve/shared/http'].import).toBe(join(root, 'shared/src/http/apiClient.ts'));
    expect(block['@thryve/shared'].import).toBeUndefined();
    expect(block['@thryve/contract'].import).toBeUndefined();
    expect(block.react.import).toBeUndefined();
  });

  it('shares the contract package at the version of the browser package it comes with', () => {
    const block = thryveShared({ root });
    expect(block['@thryve/contract']).toMatchObject({ singleton: true, version: block['@thryve/shared'].version });
  });

  it('leaves Firebase out for a host that never imports it (it then comes inside @thryve/shared)', () => {
    const block = thryveShared({ root, firebase: false });
    expect(Object.keys(block)).not.toContain('firebase/app');
    expect(Object.keys(block)).not.toContain('firebase/auth');
    expect(block['@thryve/shared']).toMatchObject({ singleton: true });
    expect(block.react).toMatchObject({ singleton: true });
  });
});
