import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface RateLimitSettings {
  /** Requests per window per IP on every route. */
  globalPerIp: number;
  /** Registrations per window per IP. */
  registerPerIp: number;
  /** Registrations per window per user (uid). */
  registerPerUser: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  globalPerIp: 600,
  registerPerIp: 30,
  registerPerUser: 10,
  windowMs: 60_000,
};

export interface DatabaseConfig {
  /** PostgreSQL connection string; when absent the embedded PGlite at `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
}

export interface ApiConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  corsOrigins: string[];
  firebaseProjectId: string;
  rateLimits: RateLimitSettings;
}

type Env = Record<string, string | undefined>;

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

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${value}`);
  return port;
}

function parseCount(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`Invalid count: ${value}`);
  return count;
}

/** Reads the API's settings from the environment; throws on unsafe or invalid combinations. */
export function loadConfig(env: Env = process.env): ApiConfig {
  if (env.FIREBASE_AUTH_EMULATOR_HOST && env.NODE_ENV === 'production') {
    throw new Error('Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production');
  }
  let dataDir = env.DATA_DIR;
  if (!dataDir) {
    const root = findRepoRoot();
    if (!root) throw new Error('DATA_DIR is not set and no workspace root was found above the current directory');
    dataDir = join(root, '.data', 'pglite');
  }
  return {
    port: parsePort(env.API_PORT ?? env.PORT, 8080),
    host: env.API_HOST || '127.0.0.1',
    database: { databaseUrl: env.DATABASE_URL || undefined, dataDir },
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    firebaseProjectId: env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || 'demo-thryve',
    rateLimits: {
      globalPerIp: parseCount(env.RATE_LIMIT_PER_IP, DEFAULT_RATE_LIMITS.globalPerIp),
      registerPerIp: parseCount(env.RATE_LIMIT_REGISTER_PER_IP, DEFAULT_RATE_LIMITS.registerPerIp),
      registerPerUser: parseCount(env.RATE_LIMIT_REGISTER_PER_USER, DEFAULT_RATE_LIMITS.registerPerUser),
      windowMs: parseCount(env.RATE_LIMIT_WINDOW_MS, DEFAULT_RATE_LIMITS.windowMs),
    },
  };
}
