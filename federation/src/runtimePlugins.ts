import { fileURLToPath } from 'node:url';

/** Each runtime plugin is a module of its own (default export), as a bundler's `runtimePlugins` expects. */
const PLUGINS = ['retryRemotePlugin', 'contractPlugin', 'offlineRemotePlugin'] as const;

// The same code runs from the TypeScript source (monorepo builds) and from the built package (.js).
const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';

/**
 * The files to list in a host's `runtimePlugins`, in their order: retry a remote that blips, refuse a remote of
 * another contract major, then answer a remote that stays unavailable with the fallback module.
 */
export function thryveRuntimePlugins(): string[] {
  return PLUGINS.map((name) => fileURLToPath(new URL(`./runtime/${name}${extension}`, import.meta.url)));
}
