// Imports run one way, and lint says so: probe files written into the real tree (so that the real eslint.config.js
// and its layers apply), linted by the real ESLint the way `npm run lint` does, show what fails the build.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const eslint = join(root, 'node_modules/eslint/bin/eslint.js');
const tag = `lint-probe-${process.pid}`;

/** Probe files by name: where each goes in the tree and what it imports. */
const PROBES = {
  // A cycle through a dynamic import: b loads a on demand, a imports b.
  cycleA: [`shared/src/session/${tag}/cycleA.ts`, `import { b } from './cycleB';\nexport const a = () => b;\n`],
  cycleB: [`shared/src/session/${tag}/cycleB.ts`, `export const b = () => import('./cycleA');\n`],
  // Up a layer of shared, type-only: the Firebase operations (auth) reading the session store's types.
  upwardType: [
    `shared/src/auth/${tag}.ts`,
    `import type { SessionParts } from '../session/parts';\nexport type Parts = SessionParts;\n`,
  ],
  // Up a layer, at run time: the messages' React bindings (i18n) starting the session.
  upward: [
    `shared/src/i18n/${tag}.ts`,
    `import { startSession } from '../session/pageSession';\nexport const start = startSession;\n`,
  ],
  // Up a package: shared reading federation's source.
  upwardPackage: [
    `shared/src/config/${tag}.ts`,
    `import { thryveShared } from '../../../federation/src/sharedBlock';\nexport const block = thryveShared;\n`,
  ],
  // Up a package from the lowest: the contract reading the browser package.
  contractUpward: [
    `contract/src/validation/${tag}.ts`,
    `import { getSession } from '@thryve/shared';\nexport const session = getSession;\n`,
  ],
  // The contract depends on zod only: a browser library is no dependency of it.
  contractBrowserDependency: [
    `contract/src/types/${tag}.ts`,
    `import type { Auth } from 'firebase/auth';\nexport type FirebaseAuth = Auth;\n`,
  ],
  // shared importing itself by its own name.
  selfByName: [
    `shared/src/http/${tag}.ts`,
    `import { apiClient } from '@thryve/shared/http';\nexport const client = apiClient;\n`,
  ],
  // The remote importing itself by its own name.
  selfByNameRemote: [
    `auth-remote/src/components/${tag}.ts`,
    `import { AuthCard } from '@thryve/auth-remote/src/components/AuthCard';\nexport const card = AuthCard;\n`,
  ],
  // One screen of the remote reaching into another's.
  sideways: [
    `auth-remote/src/sign-in/${tag}.ts`,
    `import { useSignUpForm } from '../sign-up/useSignUpForm';\nexport const form = useSignUpForm;\n`,
  ],
  // The contract's names through @thryve/shared's deprecated re-exports (kept for partners on 3.x only).
  deprecatedSubpath: [
    `auth-remote/src/sign-up/${tag}.ts`,
    `import { LIMITS } from '@thryve/shared/validation';\nexport const limits = LIMITS;\n`,
  ],
  deprecatedRootName: [
    `host/src/components/${tag}.ts`,
    `import { safeRedirect } from '@thryve/shared';\nexport const redirect = safeRedirect;\n`,
  ],
  // Downwards, as everything should: no finding.
  downward: [
    `shared/src/session/${tag}.ts`,
    `import { rememberChoice } from '../auth/tokenStorage';\nexport const remembered = rememberChoice;\n`,
  ],
} as const;

type Probe = keyof typeof PROBES;
interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

let findings: Record<Probe, string[]>;

beforeAll(() => {
  const files = Object.values(PROBES).map(([path, code]) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, code);
    return file;
  });
  let output: string;
  try {
    output = execFileSync(process.execPath, [eslint, '--format', 'json', ...files], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout); // ESLint exits 1 when it finds something
  }
  const results = JSON.parse(output) as LintResult[];
  findings = Object.fromEntries(
    Object.entries(PROBES).map(([name, [path]]) => {
      const result = results.find((each) => each.filePath === join(root, path));
      return [name, (result?.messages ?? []).map((message) => message.ruleId ?? message.message)];
    }),
  ) as Record<Probe, string[]>;
}, 120_000);

afterAll(() => {
  for (const [path] of Object.values(PROBES)) rmSync(join(root, path), { force: true });
  rmSync(join(root, `shared/src/session/${tag}`), { recursive: true, force: true });
});

it('fails on an import cycle, dynamic imports included', () => {
  expect(findings.cycleA).toContain('import-x/no-cycle');
  expect(findings.cycleB).toContain('import-x/no-cycle');
});

it('fails on an import up the layers of a package, type-only imports included', () => {
  expect(findings.upward).toContain('import-x/no-restricted-paths');
  expect(findings.upwardType).toContain('import-x/no-restricted-paths');
  expect(findings.sideways).toContain('import-x/no-restricted-paths');
});

it('fails on an import of a package above, and on a package importing itself by name', () => {
  expect(findings.upwardPackage).toContain('import-x/no-restricted-paths');
  expect(findings.selfByName).toContain('no-restricted-imports');
  expect(findings.selfByNameRemote).toContain('no-restricted-imports');
});

it('keeps the contract the lowest package, on zod only', () => {
  expect(findings.contractUpward).toContain('import-x/no-restricted-paths');
  expect(findings.contractUpward).toContain('no-restricted-imports');
  expect(findings.contractBrowserDependency).toContain('import-x/no-extraneous-dependencies');
});

it("refuses the contract's names through @thryve/shared inside this repository", () => {
  expect(findings.deprecatedSubpath).toContain('no-restricted-imports');
  expect(findings.deprecatedRootName).toContain('no-restricted-imports');
});

it('lets a downward import through', () => {
  expect(findings.downward).toEqual([]);
});
