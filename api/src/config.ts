import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import { DEFAULT_PORTS, DEMO_PROJECT_ID, localCorsOrigins, REQUEST_TIMEOUT_MS } from '@thryve/contract/defaults';
import { API_PATHS } from '@thryve/contract/types';
import { z } from 'zod';

import { commaList } from './lib/commaList';
import { parsePasskeySettings } from './passkeys/passkeyConfig';
import { parsePartnerKeys } from './routes/partner-standing/partnerKeys';

export const DEFAULT_RATE_LIMITS = {
  /** Requests per window per IP on every route. */
  globalPerIp: 600,
  /** Registrations per window per IP. */
  registerPerIp: 30,
  /** Registrations per window per user (uid). */
  registerPerUser: 10,
  /** Changes to one's own account (profile edit, export, sign-out everywhere, deletion) per window per user. */
  accountPerUser: 20,
  /** Passkey sign-in requests (options and verification) per window per IP. */
  passkeySignInPerIp: 30,
  windowMs: 60_000,
};

export type RateLimitSettings = typeof DEFAULT_RATE_LIMITS;

/** Fastify's `trustProxy`: trust every proxy, none, or only the listed addresses/CIDRs. */
export type TrustProxy = boolean | string[];

/** How the API waits on, and trusts, the Auth backend. */
export const DEFAULT_AUTH_SETTINGS = {
  /** How long Firebase's word on a user's revocation/disabling is reused (ms); 0: asked on every request. */
  revocationCacheMs: 30_000,
  /** Longest wait for the Auth backend before answering 503 (ms). */
  timeoutMs: 5_000,
};

export type AuthSettings = typeof DEFAULT_AUTH_SETTINGS;

/** A revocation made elsewhere (Firebase console) must hold within a minute at most. */
const MAX_REVOCATION_CACHE_MS = 60_000;

/** The API's settings, as loadConfig reads them from the environment. */
export type ApiConfig = ReturnType<typeof toConfig>;

/** Firebase's convention: `demo-*` projects exist only in the emulators, never in the cloud. */
export function isDemoProject(projectId: string): boolean {
  return projectId.startsWith('demo-');
}

/** The folder of the package.json that declares workspaces, walking up from `start`. */
export function findRepoRoot(start: string = process.cwd()): string | null {
  let dir = resolve(start);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (parsed.workspaces) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** An address, a CIDR, or one of proxy-addr's names for address ranges: what Fastify's `trustProxy` accepts. */
const PROXY = z.union([z.enum(['loopback', 'linklocal', 'uniquelocal']), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * TRUST_PROXY: `true`/`false` or a comma list of the proxies' addresses/CIDRs (unset: no proxy is trusted). A hop
 * count is refused: Fastify 5 ignores it on purpose (it cannot tell a proxy from a client sending X-Forwarded-For),
 * so accepting it would silently key every limit on the proxy's address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    throw new Error(
      `Invalid TRUST_PROXY "${value}": hop counts are not supported (they let clients spoof X-Forwarded-For); ` +
        "list the proxies' addresses/CIDRs, or use true when only the proxy can reach the API",
    );
  }
  const entries = commaList(text);
  if (entries.length === 0 || !entries.every((entry) => PROXY.safeParse(entry).success)) {
    throw new Error(`Invalid TRUST_PROXY "${value}": use true, false, or a comma list of the proxies' addresses/CIDRs`);
  }
  return entries;
}

/**
 * Routes an unverified user must reach (registering, the profile, a copy of one's data, signing out, deleting the
 * account), and the public ones, which check no token at all.
 */
const NEVER_REQUIRE_VERIFIED_EMAIL = new Set([
  `/${API_PATHS.register}`,
  `/${API_PATHS.user}`,
  `/${API_PATHS.userPicture}`,
  `/${API_PATHS.userExport}`,
  `/${API_PATHS.revokeSessions}`,
  `/${API_PATHS.logout}`,
  '/healthz',
  '/readyz',
  `/${API_PATHS.weatherForecast}`,
]);

const ROUTE_PATH = /^\/[A-Za-z0-9._~/-]*$/;

/**
 * REQUIRE_VERIFIED_EMAIL: a comma list of route paths (`/api/Identity/users`) whose callers must have verified their
 * email address. The API checks at start that each is one of its routes.
 */
export function parseVerifiedEmailRoutes(value: string | undefined): string[] {
  const paths = commaList(value ?? '');
  for (const path of paths) {
    if (!ROUTE_PATH.test(path)) {
      throw new Error(
        `Invalid REQUIRE_VERIFIED_EMAIL "${value}": "${path}" is not a route path; use a comma list such as /api/Identity/users`,
      );
    }
    if (NEVER_REQUIRE_VERIFIED_EMAIL.has(path)) {
      throw new Error(
        `Invalid REQUIRE_VERIFIED_EMAIL "${value}": ${path} cannot require a verified email (an unverified user must ` +
          'be able to register, verify, export and delete the account; the public routes check no token)',
      );
    }
  }
  return [...new Set(paths)];
}

/** Addresses only this machine can reach. */
function isLoopbackHost(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return address === 'localhost' || address === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(address);
}

/**
 * Refuses the settings under which the API would be unsafe. The emulator accepts unsigned tokens for any uid and
 * claim: it may only stand in for a `demo-*` project, whatever NODE_ENV says (a real project id with the emulator
 * configured is a deployment mistake), and, as anyone who reaches it can sign in as anyone, listens on loopback only.
 * PGlite is the development database (one process, one folder): production runs on PostgreSQL.
 */
function assertSafeToStart(env: ApiEnvironment, projectId: string, host: string): void {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulator && !isDemoProject(projectId)) {
    throw new Error(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set but project "${projectId}" is not a demo-* project. ` +
        'Unset FIREBASE_AUTH_EMULATOR_HOST to use the real project, or use a demo-* project id with the emulator.',
    );
  }
  if (emulator && env.NODE_ENV === 'production') {
    throw new Error('Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
    throw new Error(
      'Refusing to start: NODE_ENV=production needs DATABASE_URL (a PostgreSQL connection string); the embedded ' +
        'PGlite database is for development only.',
    );
  }
  if (emulator && !isLoopbackHost(host)) {
    throw new Error(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set (emulator tokens are unsigned: anyone could sign in as ` +
        `anyone) and API_HOST is "${host}", reachable from other machines. Use API_HOST=127.0.0.1, ::1 or localhost ` +
        'with the emulator, or unset FIREBASE_AUTH_EMULATOR_HOST.',
    );
  }
}

/** An empty variable counts as unset, as with a shell's `NAME=`. */
const unset = (value: unknown) => (value === '' ? undefined : value);
const text = z.preprocess(unset, z.string().optional());

/** An integer from `min` to `max`, or undefined when unset; `invalid` says what is wrong with any other value. */
const integer = (min: number, max: number, invalid: (value: string) => string) =>
  text
    .refine(
      (value) =>
        value === undefined || (Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max),
      { error: (issue) => invalid(String(issue.input)) },
    )
    .transform((value) => (value === undefined ? undefined : Number(value)));
const port = integer(0, 65535, (value) => `Invalid port: ${value}`);
const optionalCount = integer(1, Infinity, (value) => `Invalid count: ${value}`);
const count = (fallback: number) => optionalCount.transform((value) => value ?? fallback);

/** A variable read by `parse`: the error it throws becomes the schema's. */
const parsedBy = <T>(parse: (value: string | undefined) => T) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parse(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });

/**
 * Every environment variable the API reads, with its default: loadConfig reads the environment through this schema
 * only, and api/README.md's table lists exactly these (a test holds the two together).
 */
export const apiEnvironment = z.object({
  API_PORT: port,
  PORT: port,
  API_HOST: text.transform((value) => value ?? '127.0.0.1'),
  DATABASE_URL: text,
  DATA_DIR: text,
  // Set but empty: no origin at all.
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) => (value === undefined ? localCorsOrigins(DEFAULT_PORTS.host) : commaList(value))),
  PASSKEY_ORIGINS: text,
  PASSKEY_RP_ID: text,
  PASSKEY_RP_NAME: text,
  PASSKEY_RELATED_ORIGINS: text,
  PASSKEY_USER_VERIFICATION: text,
  FIREBASE_PROJECT_ID: text,
  GCLOUD_PROJECT: text,
  // The web app's project, which npm start hands the API as FIREBASE_PROJECT_ID: one setting serves every command.
  THRYVE_FIREBASE_PROJECT_ID: text,
  FIREBASE_AUTH_EMULATOR_HOST: text,
  // Where npm start runs the Auth emulator: the operator's commands find it there for a demo-* project.
  AUTH_EMULATOR_PORT: port,
  FIREBASE_API_KEY: text,
  NODE_ENV: text,
  TRUST_PROXY: parsedBy(parseTrustProxy),
  RATE_LIMIT_PER_IP: count(DEFAULT_RATE_LIMITS.globalPerIp),
  RATE_LIMIT_REGISTER_PER_IP: count(DEFAULT_RATE_LIMITS.registerPerIp),
  RATE_LIMIT_REGISTER_PER_USER: count(DEFAULT_RATE_LIMITS.registerPerUser),
  RATE_LIMIT_ACCOUNT_PER_USER: count(DEFAULT_RATE_LIMITS.accountPerUser),
  RATE_LIMIT_PASSKEY_PER_IP: count(DEFAULT_RATE_LIMITS.passkeySignInPerIp),
  RATE_LIMIT_WINDOW_MS: count(DEFAULT_RATE_LIMITS.windowMs),
  REQUIRE_VERIFIED_EMAIL: parsedBy(parseVerifiedEmailRoutes),
  REQUEST_TIMEOUT_MS: count(REQUEST_TIMEOUT_MS),
  LOG_LEVEL: z.preprocess(
    unset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TOKEN_REVOCATION_CACHE_MS: integer(
    0,
    MAX_REVOCATION_CACHE_MS,
    (value) => `Invalid TOKEN_REVOCATION_CACHE_MS "${value}": milliseconds from 0 to ${MAX_REVOCATION_CACHE_MS}`,
  ).transform((value) => value ?? DEFAULT_AUTH_SETTINGS.revocationCacheMs),
  AUTH_TIMEOUT_MS: count(DEFAULT_AUTH_SETTINGS.timeoutMs),
  // Unset: the database client's own defaults.
  DB_TIMEOUT_MS: optionalCount,
  DB_POOL_SIZE: optionalCount,
  THRYVE_PARTNER_KEYS: parsedBy(parsePartnerKeys),
});

type ApiEnvironment = z.output<typeof apiEnvironment>;

/** The settings the variables make together; throws on unsafe combinations. */
function toConfig(env: ApiEnvironment) {
  const firebaseProjectId =
    env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || env.THRYVE_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID;
  const host = env.API_HOST;
  assertSafeToStart(env, firebaseProjectId, host);
  let dataDir = env.DATA_DIR;
  if (!dataDir) {
    const root = findRepoRoot();
    if (!root) throw new Error('DATA_DIR is not set and no workspace root was found above the current directory');
    dataDir = join(root, '.data', 'pglite');
  }
  return {
    port: env.API_PORT ?? env.PORT ?? DEFAULT_PORTS.api,
    host,
    /** PGlite's folder is always set, used when there is no DATABASE_URL. */
    database: { databaseUrl: env.DATABASE_URL, dataDir, poolSize: env.DB_POOL_SIZE, timeoutMs: env.DB_TIMEOUT_MS },
    corsOrigins: env.CORS_ORIGINS,
    /** Where passkeys work, and their relying party (PASSKEY_*). */
    passkeys: parsePasskeySettings(env, env.CORS_ORIGINS),
    firebaseProjectId,
    /** The project's Web API key, for the codes of Firebase's mails; a demo-* project's is the emulator's. */
    firebaseApiKey: env.FIREBASE_API_KEY,
    rateLimits: {
      globalPerIp: env.RATE_LIMIT_PER_IP,
      registerPerIp: env.RATE_LIMIT_REGISTER_PER_IP,
      registerPerUser: env.RATE_LIMIT_REGISTER_PER_USER,
      accountPerUser: env.RATE_LIMIT_ACCOUNT_PER_USER,
      passkeySignInPerIp: env.RATE_LIMIT_PASSKEY_PER_IP,
      windowMs: env.RATE_LIMIT_WINDOW_MS,
    },
    trustProxy: env.TRUST_PROXY,
    authSettings: { revocationCacheMs: env.TOKEN_REVOCATION_CACHE_MS, timeoutMs: env.AUTH_TIMEOUT_MS },
    /** Routes (paths) that refuse tokens of an unverified email address. */
    requireVerifiedEmail: env.REQUIRE_VERIFIED_EMAIL,
    /** Longest time to receive a request, head and body, before answering 408. */
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    /** The Auth emulator's address: tokens are then accepted unsigned. */
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    /** The port of npm start's Auth emulator, where operator commands look for it (authTarget.ts). */
    authEmulatorPort: env.AUTH_EMULATOR_PORT ?? DEFAULT_PORTS.authEmulator,
    logLevel: env.LOG_LEVEL,
    /** The keys partner backends ask for a user's standing with (none: the route refuses everyone). */
    partnerKeys: env.THRYVE_PARTNER_KEYS,
  };
}

/** Reads the API's settings from the environment, through `apiEnvironment`; throws on unsafe or invalid values. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const parsed = apiEnvironment.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('\n'));
  return toConfig(parsed.data);
}
