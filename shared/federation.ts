// The singletons host and remote share at runtime (one React, one Firebase app, one axios, one @thryve/shared).
// Versions are read from the installed packages so that host and remote always agree.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const nodeModules = fileURLToPath(new URL('../node_modules/', import.meta.url));

function versionOf(name: string): string {
  return (JSON.parse(readFileSync(`${nodeModules}${name}/package.json`, 'utf8')) as { version: string }).version;
}

const singleton = (version: string) => ({ singleton: true, requiredVersion: `^${version}`, version });

/** The `shared` block of every federated Thryve app (and of a platform team's host: see docs/embedding.md). */
export function thryveShared() {
  const react = singleton(versionOf('react'));
  const reactDom = singleton(versionOf('react-dom'));
  const firebase = singleton(versionOf('firebase'));
  return {
    react,
    'react/jsx-runtime': react,
    'react-dom': reactDom,
    'react-dom/client': reactDom,
    'firebase/app': firebase,
    'firebase/auth': firebase,
    axios: singleton(versionOf('axios')),
    '@thryve/shared': singleton(versionOf('@thryve/shared')),
  };
}
