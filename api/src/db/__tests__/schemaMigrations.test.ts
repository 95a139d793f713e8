import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { findRepoRoot } from '../../config';

jest.setTimeout(120_000);

const root = findRepoRoot() as string;

/** Runs `drizzle-kit generate` (as a developer would) into a copy of the migrations folder. */
function generateInto(folder: string): string {
  return execFileSync(
    process.execPath,
    [join(root, 'node_modules', '.bin', 'drizzle-kit'), 'generate', '--config', 'api/drizzle.config.ts'],
    { cwd: root, env: { ...process.env, THRYVE_MIGRATIONS_OUT: folder }, encoding: 'utf8', stdio: 'pipe' },
  );
}

describe('schema.ts and the generated migrations', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'thryve-migrations-'));
    cpSync(join(root, 'api', 'drizzle'), folder, { recursive: true });
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('agree: drizzle-kit finds nothing to generate (after a schema change, run it and commit the migration)', () => {
    const before = readdirSync(folder, { recursive: true }).sort();
    const output = generateInto(folder);
    expect(output).toContain('No schema changes, nothing to migrate');
    expect(readdirSync(folder, { recursive: true }).sort()).toEqual(before);
  });
});
