import type { Server } from 'node:http';

export function runtimeConfigFromEnv(env?: Record<string, string | undefined>): Record<string, unknown>;
/** Resolves to a node:http Server, ready to listen. */
export function createStaticServer(options: {
  dir: string;
  spa?: boolean;
  runtimeConfig?: Record<string, unknown>;
  /** Path the folder is served under, with both slashes (default '/'), e.g. '/v1/'. */
  prefix?: string;
}): Promise<Server>;
