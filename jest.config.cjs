// One Jest run, three projects: `unit` (jsdom, components and browser code), `unit-node` (API code that needs
// no outside service) and `integration` (node: real Auth emulator, real database). See package.json scripts.
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      isolatedModules: true,
      jsx: 'react-jsx',
      module: 'commonjs',
      moduleResolution: 'node10',
      ignoreDeprecations: '6.0',
      esModuleInterop: true,
      target: 'ES2022',
      types: ['node', 'jest'],
    },
  },
];

// jose 6 ships only ES modules; Jest runs CommonJS here, so its files go through ts-jest too (the one package that
// needs it: everything else under node_modules is left as it is).
const esmOnlyPackages = ['jose'];
const esmToCommonJs = [
  'ts-jest',
  {
    tsconfig: {
      allowJs: true,
      isolatedModules: true,
      module: 'commonjs',
      moduleResolution: 'node10',
      target: 'ES2022',
      ignoreDeprecations: '6.0',
    },
  },
];

const common = {
  rootDir: __dirname,
  transform: {
    '^.+\\.(ts|tsx)$': tsJest,
    [`/node_modules/(${esmOnlyPackages.join('|')})/.+\\.js$`]: esmToCommonJs,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  moduleNameMapper: {
    '^@thryve/contract$': '<rootDir>/contract/src/index.ts',
    '^@thryve/contract/(validation|errors|types)$': '<rootDir>/contract/src/$1/index.ts',
    '^@thryve/contract/locales/en$': '<rootDir>/contract/src/i18n/english.ts',
    '^@thryve/contract/locales/es$': '<rootDir>/contract/src/i18n/messages.es.ts',
    '^@thryve/contract/defaults$': '<rootDir>/contract/defaults.cjs',
    '^@thryve/shared$': '<rootDir>/shared/src/index.ts',
    '^@thryve/shared/(validation|errors|types)$': '<rootDir>/shared/src/deprecated/$1.ts',
    '^@thryve/shared/locales/es$': '<rootDir>/shared/src/deprecated/localesEs.ts',
    '^@thryve/shared/http$': '<rootDir>/shared/src/http/apiClient.ts',
    '^@thryve/shared/testing$': '<rootDir>/shared/src/testing/fakeAuth.ts',
    '^@thryve/shared/defaults$': '<rootDir>/shared/src/deprecated/defaults.cjs',
    '^@thryve/shared/first-screen$': '<rootDir>/shared/src/first-screen/index.ts',
    '^@thryve/shared/first-screen/build$': '<rootDir>/shared/firstScreenScripts.ts',
    '^@thryve/server$': '<rootDir>/server/src/index.ts',
    '^@thryve/server/(express|fastify)$': '<rootDir>/server/src/$1.ts',
    '^@thryve/server/webhooks$': '<rootDir>/server/src/webhooks/index.ts',
    '^@thryve/federation/runtime$': '<rootDir>/federation/src/runtime/index.ts',
    '^@thryve/federation/react$': '<rootDir>/federation/src/react/index.ts',
    '\\.(css)$': '<rootDir>/scripts/jest/styleStub.cjs',
    '\\.(svg|png|jpe?g)$': '<rootDir>/scripts/jest/fileStub.cjs',
  },
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setupDom.ts'],
      testMatch: ['<rootDir>/{contract,shared,auth-remote,host,examples,federation}/**/__tests__/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.int\\.test\\.'],
    },
    {
      ...common,
      displayName: 'unit-node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{api,server,scripts,bench,page-server}/**/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.int\\.test\\.'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/__tests__/**/*.int.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/integrationTimeout.ts'],
      // What every test file shares, made once per run: the in-memory databases' template, one PostgreSQL server and
      // its migrated template database (api/src/db/__tests__/integrationSetup.ts).
      globalSetup: '<rootDir>/api/src/db/__tests__/integrationSetup.ts',
      globalTeardown: '<rootDir>/api/src/db/__tests__/integrationTeardown.ts',
    },
  ],
};
