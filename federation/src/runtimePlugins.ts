import { fileURLToPath } from 'node:url';

// The same code runs from the TypeScript source (monorepo builds) and from the built package (.js).
const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';

export interface ThryveRuntimePluginsOptions {
  /**
   * Answer a remote module that stays unavailable with a fallback module whose component throws when rendered
   * (default `true`): what a host that renders `import('auth_remote/SignIn')` under an error boundary needs. A
   * host that loads through `loadRemote()` and handles its rejection itself passes `false`: its load then has one
   * failure path, the rejection.
   */
  fallback?: boolean;
}

/**
 * The files to list in a host's `runtimePlugins`, in their order: retry a remote that blips, refuse a remote of
 * another contract major, then (unless `fallback: false`) answer a remote that stays unavailable with the fallback
 * module. Each plugin is a module of its own (default export), as a bundler's `runtimePlugins` expects.
 */
export function thryveRuntimePlugins({ fallback = true }: ThryveRuntimePluginsOptions = {}): string[] {
  const plugins = ['retryRemotePlugin', 'contractPlugin', ...(fallback ? ['offlineRemotePlugin'] : [])];
  return plugins.map((name) => fileURLToPath(new URL(`./runtime/${name}${extension}`, import.meta.url)));
}
