import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NPM_BROWSER = '@sparticuz/chromium';
const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];
const SYSTEM_PATHS = [
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** A browser could not be had: one line for the person running the tests, no stack trace. */
class NoBrowser extends Error {}

/** `THRYVE_TEST_TOOLS=npm` (CI) uses the npm-registry browser and PostgreSQL even where the machine has its own. */
const forcedFromNpm = () => process.env.THRYVE_TEST_TOOLS === 'npm';

function systemChromium(): string | undefined {
  const onPath = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const candidates = [...onPath.flatMap((dir) => SYSTEM_NAMES.map((name) => join(dir, name))), ...SYSTEM_PATHS];
  return candidates.find((path) => existsSync(path));
}

/**
 * The Chromium of `@sparticuz/chromium` (an optional dependency; Linux x64 only). It ships brotli files that its
 * `executablePath()` unpacks into the temp folder, where any older unpacked version would be reused. So it unpacks
 * once per version into node_modules/.cache, in a child process with TMPDIR pointing there, then renames the
 * folder into place: a run killed halfway leaves nothing that looks complete.
 */
function npmChromium(): string {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new NoBrowser(`${NPM_BROWSER} is built for Linux x64 only, this is ${process.platform} ${process.arch}`);
  }
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve(NPM_BROWSER);
  } catch {
    throw new NoBrowser(`${NPM_BROWSER} is not installed (an optional dependency: run npm install)`);
  }
  const packageDir = entry.slice(0, entry.lastIndexOf(`${NPM_BROWSER}/`) + NPM_BROWSER.length);
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const cacheRoot = fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url));
  const target = join(cacheRoot, `thryve-chromium-${version}`);
  const binary = join(target, 'chromium');
  if (existsSync(binary)) return binary;

  mkdirSync(cacheRoot, { recursive: true });
  const staging = mkdtempSync(`${target}.partial-`);
  const unpack = 'require(process.argv[1]).executablePath()';
  try {
    execFileSync(process.execPath, ['-e', unpack, entry], { env: { ...process.env, TMPDIR: staging }, stdio: 'pipe' });
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another run may have unpacked the same version meanwhile: its folder is as good as ours.
    if (!existsSync(binary)) throw new NoBrowser(`${NPM_BROWSER} could not be unpacked: ${String(error)}`);
  }
  return binary;
}

function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new NoBrowser(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  return (!forcedFromNpm() && systemChromium()) || npmChromium();
}

/**
 * The Chromium that the browser tests and benchmarks drive: CHROMIUM_PATH; else a Chrome or Chromium installed on
 * the machine (skipped with THRYVE_TEST_TOOLS=npm); else the one from the npm registry. Playwright never downloads
 * a browser here. With none to be had it prints why in one line and exits.
 */
export function chromiumPath(): string {
  try {
    return findChromium();
  } catch (error) {
    if (!(error instanceof NoBrowser)) throw error;
    console.error(
      `No Chromium for the browser tests: ${error.message.split('\n')[0]}. Install Chrome or Chromium, or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}

/** Flags for a headless Chromium on a closed network, as root in CI. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
