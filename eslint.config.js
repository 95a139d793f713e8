// Lint is part of the build: typescript-eslint, react-hooks, jsx-a11y, import order and cycles, and the one-way
// import rule of the house (contract <- shared <- federation <- auth-remote, host, examples; contract <- api, server;
// the host reaches the remote only via auth_remote/*), with the layers inside each package declared below (layers.js).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jest from 'eslint-plugin-jest';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { LAYER_ZONES } from './layers.js';

/**
 * The subpaths of @thryve/shared that re-export the contract for partners on 3.x: nothing in this repository uses
 * them (they go in 4.0).
 */
const DEPRECATED_SUBPATHS = {
  group: ['validation', 'errors', 'types', 'defaults', 'locales/*'].map((subpath) => `@thryve/shared/${subpath}`),
  message: 'The rules, messages, types and defaults are @thryve/contract (the same subpath there).',
};
/** Likewise the contract's names that @thryve/shared's root re-exports until 4.0, read from the one list of them. */
const DEPRECATED_ROOT = {
  name: '@thryve/shared',
  importNames: [
    ...new Set(
      [
        ...readFileSync(join(import.meta.dirname, 'shared/src/deprecated/root.ts'), 'utf8').matchAll(
          /^export (?:const|type) (\w+)\b/gm,
        ),
      ].map((match) => match[1]),
    ),
  ],
  message: 'A name of the contract: import it from @thryve/contract.',
};
const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [...patterns, DEPRECATED_SUBPATHS], paths: [...paths, DEPRECATED_ROOT] },
  ],
});
/** A package reaches its own modules by relative path, never through its own name (its published entry). */
const notByOwnName = (name) => ({
  group: [name, `${name}/*`],
  message: `Inside ${name}, import by relative path, not by its own name.`,
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      // TypeScript files are modules to follow: without these, import-x parses none of them, and no-cycle sees no
      // cycle through a .ts file (the settings of import-x's own typescript config, without its legacy resolver).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // One tsconfig per workspace (browser code, API, tooling, browser tests): typecheck lists them all. They
          // differ only in lib/types (no `paths`), so resolving through any of them gives the same file.
          noWarnOnMultipleProjects: true,
          project: [
            './tsconfig.json',
            './tsconfig.browser-tests.json',
            './*/tsconfig.json',
            './examples/*/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // No cycle, dynamic imports included (import-x counts them unless told otherwise; said here so that nobody
      // turns it off by accident). Type-only imports it never follows: the layers' zones below count those.
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
      'import-x/no-self-import': 'error',
      // Imports run one way: between the packages, and between the layers inside each (type-only imports too).
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYER_ZONES }],
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  { files: ['**/*.{ts,tsx,js,mjs,cjs}'], rules: restrict([]) },
  {
    // Runs anywhere (Node, browsers, tests): zod is its only dependency, and no browser-only global.
    files: ['contract/**/*.{ts,tsx}'],
    rules: {
      ...restrict([
        { group: ['@thryve/*'], message: 'The contract is the lowest package: it imports none, nor itself by name.' },
      ]),
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          packageDir: [join(import.meta.dirname, 'contract')],
          devDependencies: ['**/__tests__/**'],
          includeTypes: true,
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'indexedDB'].map(
          (name) => ({ name, message: 'The contract runs in Node too: no browser-only global.' }),
        ),
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: [
          '@thryve/host*',
          '@thryve/auth-remote*',
          '@thryve/api*',
          '@thryve/federation*',
          '**/host/**',
          '**/auth-remote/**',
          '**/api/**',
          '**/federation/**',
        ],
        message: 'shared builds on the contract only: it imports none of the other packages.',
      },
      notByOwnName('@thryve/shared'),
    ]),
  },
  {
    files: ['federation/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['@thryve/host*', '@thryve/auth-remote*', '@thryve/api*', '**/host/**', '**/auth-remote/**'],
        message: 'federation depends on shared and the contract only.',
      },
      notByOwnName('@thryve/federation'),
    ]),
  },
  {
    files: ['host/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['@thryve/auth-remote*', '**/auth-remote/**'],
        message: 'Reach the remote only through auth_remote/* federated modules.',
      },
      { group: ['@thryve/api*', '**/api/src/**'], message: 'Talk to the API over HTTP (apiClient), not by import.' },
      notByOwnName('@thryve/host'),
    ]),
  },
  {
    files: ['auth-remote/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['@thryve/host*', '**/host/**', '@thryve/api*', '**/api/src/**'],
        message: 'The remote depends on shared and the contract only.',
      },
      notByOwnName('@thryve/auth-remote'),
    ]),
  },
  {
    files: ['api/**/*.ts'],
    rules: restrict([
      { group: ['**/host/**', '**/auth-remote/**'], message: 'The API depends on the contract only.' },
      {
        group: ['@thryve/shared', '@thryve/shared/*', '**/shared/**'],
        message: 'The API imports the contract (@thryve/contract), never the browser package.',
      },
      notByOwnName('@thryve/api'),
    ]),
  },
  {
    files: ['page-server/**/*.ts'],
    rules: restrict([notByOwnName('@thryve/page-server')]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([
      {
        group: [
          '@thryve/*',
          '!@thryve/contract',
          '!@thryve/contract/*',
          '**/api/**',
          '**/shared/**',
          '**/host/**',
          '**/auth-remote/**',
          '**/federation/**',
        ],
        message: "@thryve/server runs in partners' backends with the contract alone: it imports no other workspace.",
      },
    ]),
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Hosts a platform team builds outside this repository (outside-hosts.spec.ts copies them to a temp folder).
    files: ['examples/outside-hosts/*/src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    // A platform team's TypeScript on 3.x: it imports every public entry point, the deprecated ones included.
    files: ['examples/outside-hosts/typescript/consumer.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['e2e/support/gapiStandIn.js'],
    languageOptions: { globals: globals.browser },
    rules: { '@typescript-eslint/no-this-alias': 'off' },
  },
  {
    // Playwright fixtures call `use()`, which is not React's.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/__tests__/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Tests sit beside the code they test and may use any test kit of their package; the layers bind shipped code.
    files: ['**/__tests__/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Nothing focused or skipped lands: a skipped test is a failure nobody sees.
    files: ['**/__tests__/**/*.{ts,tsx}'],
    plugins: { jest },
    rules: { 'jest/no-focused-tests': 'error', 'jest/no-disabled-tests': 'error' },
  },
  {
    // Playwright's skip, fixme and only work at run time too (`test.skip(condition)`, `testInfo.skip()`), where no
    // config flag sees them: no call of them at all in the browser tests.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression > MemberExpression.callee[property.name=/^(skip|fixme|only)$/]',
          message: 'Browser tests run every time: no skip, fixme or only (a test that cannot run here must fail).',
        },
      ],
    },
  },
);
