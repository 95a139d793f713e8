// A workspace installed as production installs it (docs/deploy.md, "Installing and starting"): built, packed with
// `npm pack`, and installed with production dependencies only into a folder that holds none of the repository's code.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

async function run(command: string, args: string[], cwd: string): Promise<string> {
  return (await promisify(execFile)(command, args, { cwd, encoding: 'utf8' })).stdout;
}

/**
 * Builds `name` (the workspace in `root/<dir>`), packs it and installs it into `folder/<dir>` beside the workspace
 * manifests and the lockfile (so that npm installs exactly the tested versions) with `npm ci --omit=dev`. Resolves
 * with the installed package's folder.
 */
export async function installProductionCopy(root: string, dir: string, name: string, folder: string): Promise<string> {
  await run(npm, ['run', 'build', `--workspace=${name}`], root);
  const [packed] = JSON.parse(
    await run(npm, ['pack', `--workspace=${name}`, '--json', '--pack-destination', folder], root),
  ) as { filename: string }[];
  mkdirSync(join(folder, dir));
  await run('tar', ['-xzf', join(folder, packed.filename), '-C', join(folder, dir), '--strip-components=1'], folder);
  copyFileSync(join(root, 'package.json'), join(folder, 'package.json'));
  copyFileSync(join(root, 'package-lock.json'), join(folder, 'package-lock.json'));
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  for (const workspace of workspaces.filter((other) => other !== dir)) {
    mkdirSync(join(folder, workspace), { recursive: true });
    copyFileSync(join(root, workspace, 'package.json'), join(folder, workspace, 'package.json'));
  }
  // From npm's cache, which the repository's own install filled; the registry only for what the cache lacks (the
  // lockfile records no tarball addresses, so a package's metadata may have to be asked for).
  await run(npm, ['ci', '--omit=dev', `--workspace=${name}`, '--prefer-offline', '--no-audit', '--no-fund'], folder);
  return join(folder, dir);
}
