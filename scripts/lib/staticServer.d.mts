import type { Server } from 'node:http';

export const RUNTIME_CONFIG_MARKER: string;
export function runtimeConfigFromEnv(env?: Record<string, string | undefined>): Record<string, unknown>;
export function createStaticServer(options: {
  dir: string;
  spa?: boolean;
  runtimeConfig?: Record<string, unknown>;
}): Server;
