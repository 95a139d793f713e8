import type { Server } from 'node:http';

export const RUNTIME_CONFIG_MARKER: string;
export function runtimeConfigFromEnv(env?: Record<string, string | undefined>): Record<string, unknown>;
export function contentSecurityPolicy(
  runtimeConfig: Record<string, unknown>,
  inlineScript: string,
  env?: Record<string, string | undefined>,
): string;
/** Resolves to a node:http Server, ready to listen. */
export function createStaticServer(options: {
  dir: string;
  spa?: boolean;
  runtimeConfig?: Record<string, unknown>;
  /** Path the folder is served under, with both slashes (default '/'), e.g. '/v1/'. */
  prefix?: string;
}): Promise<Server>;
