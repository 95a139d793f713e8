// A small production-like static server for the built apps: compression (br/gzip), immutable caching of hashed
// assets, revalidation of entry files, CORS for federated assets, SPA fallback and runtime-config injection.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
export const RUNTIME_CONFIG_MARKER = '<!--thryve-runtime-config-->';

/** The page config a deployment sets through env (see shared/src/config/config.ts and README). */
export function runtimeConfigFromEnv(env = process.env) {
  const config = {};
  if (env.THRYVE_API_URL) config.apiBaseUrl = env.THRYVE_API_URL;
  if (env.THRYVE_AUTH_EMULATOR_URL !== undefined) config.authEmulatorUrl = env.THRYVE_AUTH_EMULATOR_URL || null;
  if (env.AUTH_REMOTE_URL) config.authRemoteUrl = env.AUTH_REMOTE_URL;
  return config;
}

/**
 * Lets the browser start on the remote while the host's own scripts load: a connection to the remote's origin,
 * its manifest, which the federation runtime fetches with CORS and no credentials (hence `crossorigin`, or the
 * preload would not be reused), and its entry script, which the runtime adds as a plain <script> (no
 * `crossorigin`). The auth remote's entry is `remoteEntry.js` beside its `mf-manifest.json`
 * (auth-remote/module-federation.config.ts); for a manifest by another name only the manifest is preloaded.
 */
function remoteHints(runtimeConfig) {
  if (!runtimeConfig.authRemoteUrl) return '';
  let manifest;
  try {
    manifest = new URL(runtimeConfig.authRemoteUrl);
  } catch {
    return '';
  }
  const attr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const entry = manifest.pathname.endsWith('/mf-manifest.json') ? new URL('remoteEntry.js', manifest) : null;
  return (
    `<link rel="preconnect" href="${attr(manifest.origin)}">` +
    `<link rel="preload" href="${attr(manifest.href)}" as="fetch" crossorigin>` +
    (entry ? `<link rel="preload" href="${attr(entry.href)}" as="script">` : '')
  );
}

function cacheControl(path) {
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  // remoteEntry.js, mf-manifest.json and index.html change with each deployment: revalidate every time (ETag).
  return 'no-cache';
}

function originOf(url) {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The pages' Content-Security-Policy: scripts only from us, the auth remote and Google's api.js (the Firebase
 * SDK's popup helper); calls only to our API, the remote, and the identity provider (or its emulator). The inline
 * page config is allowed by its hash, nothing else inline runs.
 */
export function contentSecurityPolicy(runtimeConfig, inlineScript, env = process.env) {
  const remote = originOf(runtimeConfig.authRemoteUrl);
  const api = originOf(runtimeConfig.apiBaseUrl ?? env.THRYVE_API_URL ?? 'http://localhost:8080/');
  const emulator = originOf(runtimeConfig.authEmulatorUrl);
  const authDomain = `https://${env.THRYVE_FIREBASE_AUTH_DOMAIN || 'demo-thryve.firebaseapp.com'}`;
  const inlineHash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;
  const list = (...sources) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", remote, 'https://apis.google.com', inlineHash)}`,
    `connect-src ${list("'self'", api, remote, emulator, 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com')}`,
    `frame-src ${list(emulator, authDomain, 'https://apis.google.com')}`,
    `img-src ${list("'self'", remote, 'data:', 'blob:')}`,
    // React and the federation runtime set style attributes; stylesheets come from us and the remote.
    `style-src ${list("'self'", remote, "'unsafe-inline'")}`,
    `font-src ${list("'self'", remote)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Creates (does not start) the server. `spa`: unknown extension-less paths answer index.html. */
export function createStaticServer({ dir, spa = true, runtimeConfig = {} }) {
  const root = resolve(dir);
  const cache = new Map();

  async function load(path) {
    const hit = cache.get(path);
    if (hit) return hit;
    let body = await readFile(path);
    const ext = extname(path);
    let csp = null;
    if (ext === '.html') {
      const inline = `window.__THRYVE_CONFIG__=${JSON.stringify(runtimeConfig).replace(/</g, '\\u003c')}`;
      body = Buffer.from(
        body.toString('utf8').replace(RUNTIME_CONFIG_MARKER, `<script>${inline}</script>` + remoteHints(runtimeConfig)),
      );
      csp = contentSecurityPolicy(runtimeConfig, inline);
    }
    const entry = {
      raw: body,
      csp,
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`,
      br: COMPRESSIBLE.has(ext) ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : null,
      gzip: COMPRESSIBLE.has(ext) ? gzipSync(body, { level: 9 }) : null,
      path,
    };
    cache.set(path, entry);
    return entry;
  }

  async function resolveFile(urlPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const candidate = normalize(join(root, decoded));
    if (candidate !== root && !candidate.startsWith(root + sep)) return null;
    try {
      const info = await stat(candidate);
      if (info.isFile()) return candidate;
      if (info.isDirectory()) return resolveFile(join(decoded, 'index.html'));
    } catch {
      /* fall through */
    }
    if (spa && !extname(decoded)) return join(root, 'index.html');
    return null;
  }

  return createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = await resolveFile(url.pathname);
    if (!file && url.pathname === '/favicon.ico') {
      // No icon in the build: say so without an error (a 404 here is a console error on every page).
      res.writeHead(204, { 'Cache-Control': 'public, max-age=86400' }).end();
      return;
    }
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const entry = await load(file);
    const headers = {
      'Content-Type': entry.type,
      'Cache-Control': cacheControl(file),
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
    };
    if (entry.type.startsWith('text/html')) {
      // The Google sign-in popup needs to talk back to its opener.
      headers['Cross-Origin-Opener-Policy'] = 'same-origin-allow-popups';
      headers['Referrer-Policy'] = 'strict-origin-when-cross-origin';
      if (entry.csp) headers['Content-Security-Policy'] = entry.csp;
    }
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = entry.raw;
    if (entry.br && /\bbr\b/.test(accept)) {
      body = entry.br;
      headers['Content-Encoding'] = 'br';
    } else if (entry.gzip && /\bgzip\b/.test(accept)) {
      body = entry.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}
