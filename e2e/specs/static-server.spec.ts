// The page servers the browser tests run (the built page-server, `node page-server/dist/serve.js`, on the production
// builds): hostile requests written on a socket get a 4xx and the servers go on serving; the builds publish no source
// maps.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';

import { rawRequest } from '../../scripts/testing/rawHttp';
import { E2E_PORTS } from '../support/ports';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SERVED = [
  { name: 'host', port: E2E_PORTS.host, dist: join(root, 'host/dist') },
  { name: 'auth remote', port: E2E_PORTS.remote, dist: join(root, 'auth-remote/dist') },
  { name: 'example host', port: E2E_PORTS.embedHost, dist: join(root, 'examples/embed-host/dist') },
];
const HOSTILE = [
  '//%',
  '//[',
  '/%',
  '/%00',
  '/%ff',
  '*',
  '/../package.json',
  '/%2e%2e/package.json',
  '/%2e%2e%2fpackage.json',
  '/..%5cpackage.json',
  '/%252e%252e/package.json',
  '//etc/passwd',
  `/${'a'.repeat(20_000)}`,
];

for (const { name, port, dist } of SERVED) {
  test(`the ${name}'s server answers hostile requests with a 4xx and goes on serving`, async () => {
    for (const target of HOSTILE) {
      const response = await rawRequest(port, target);
      expect(response.status, target.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.status, target.slice(0, 40)).toBeLessThan(500);
      expect(response.text).not.toContain('"workspaces"');
    }
    const page = await rawRequest(port, '/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('window.__THRYVE_CONFIG__');
  });

  test(`the ${name}'s build has no public source maps, and its scripts go out precompressed`, async () => {
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain('sourceMappingURL');

    // A map the build kept aside (dist-maps/) is not served, under any name.
    const hashed = scripts.find((file) => /\.[0-9a-f]{8}\.js$/.test(file))!;
    expect((await rawRequest(port, `/${hashed}.map`)).status).toBe(404);
    expect((await rawRequest(port, `/../dist-maps/${hashed}.map`)).status).toBeGreaterThanOrEqual(400);

    const compressed = await rawRequest(port, `/${hashed}`, { 'Accept-Encoding': 'br' });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
}
