// The production page server of the built apps: @fastify/static serves the files (path checks, ETag, ranges, the
// brotli/gzip copies written at build time by scripts/lib/precompressPlugin.mjs); this module adds only what is
// ours: the page config and the remote's first screen put into the places the host's build left in its pages
// (PAGE_SLOTS), the page's CSP, cache and security headers, SPA fallback.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { STATUS_CODES, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { DEFAULT_PORTS, DEMO_AUTH_DOMAIN, localUrl, REQUEST_TIMEOUT_MS } from '@thryve/contract/defaults';
import { attr, PRERENDERED_PAGE_FILE, type FirstScreenList } from '@thryve/shared/first-screen';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

import { firstScreenHints, NO_FIRST_SCREEN, readFirstScreenList, type FirstScreen } from './firstScreenHints';
import { pageTemplate } from './pageTemplate';

const PRERENDERED = /(^|\/)prerender\/[^/]+\.html$/;
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** The page config written into the page as `window.__THRYVE_CONFIG__` (read by shared/src/config/config.ts). */
export interface RuntimeConfig {
  apiBaseUrl?: string;
  /** null: the real Firebase project, no emulator. */
  authEmulatorUrl?: string | null;
  authRemoteUrl?: string;
}

type Env = Record<string, string | undefined>;

/** The page config a deployment sets through env (see shared/src/config/config.ts and README). */
export function runtimeConfigFromEnv(env: Env = process.env): RuntimeConfig {
  const config: RuntimeConfig = {};
  if (env.THRYVE_API_URL) config.apiBaseUrl = env.THRYVE_API_URL;
  if (env.THRYVE_AUTH_EMULATOR_URL !== undefined) config.authEmulatorUrl = env.THRYVE_AUTH_EMULATOR_URL || null;
  if (env.AUTH_REMOTE_URL) config.authRemoteUrl = env.AUTH_REMOTE_URL;
  return config;
}

/**
 * Lets the browser start on the remote while the host's own scripts load: a connection to the remote's origin
 * (`connect`), its manifest, which the federation runtime fetches with CORS and no credentials (hence
 * `crossorigin`, or the preload would not be reused), and its entry script, which the runtime adds as a plain
 * <script> (no `crossorigin`). The auth remote's entry is `remoteEntry.js` beside its `mf-manifest.json`
 * (auth-remote/module-federation.config.ts); for a manifest by another name only the manifest is preloaded.
 */
function remoteHints(runtimeConfig: RuntimeConfig): { connect: string; preloads: string } {
  let manifest;
  try {
    manifest = runtimeConfig.authRemoteUrl ? new URL(runtimeConfig.authRemoteUrl) : null;
  } catch {
    manifest = null;
  }
  if (!manifest) return { connect: '', preloads: '' };
  const entry = manifest.pathname.endsWith('/mf-manifest.json') ? new URL('remoteEntry.js', manifest) : null;
  return {
    connect: `<link rel="preconnect" href="${attr(manifest.origin)}">`,
    preloads:
      `<link rel="preload" href="${attr(manifest.href)}" as="fetch" crossorigin>` +
      (entry ? `<link rel="preload" href="${attr(entry.href)}" as="script">` : ''),
  };
}

function originOf(url: string | null | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The pages' Content-Security-Policy: scripts only from us, the auth remote and Google's api.js (the Firebase
 * SDK's popup helper); calls only to our API, the remote, and the identity provider (or its emulator). The inline
 * page config and the inline scripts the build wrote into its pages (first-screen.json) are allowed by their
 * hashes, nothing else inline runs.
 */
function contentSecurityPolicy(runtimeConfig: RuntimeConfig, scriptHashes: string[], env: Env = process.env): string {
  const remote = originOf(runtimeConfig.authRemoteUrl);
  const api = originOf(runtimeConfig.apiBaseUrl ?? env.THRYVE_API_URL ?? `${localUrl(DEFAULT_PORTS.api)}/`);
  const emulator = originOf(runtimeConfig.authEmulatorUrl);
  const authDomain = `https://${env.THRYVE_FIREBASE_AUTH_DOMAIN || DEMO_AUTH_DOMAIN}`;
  const inlineHashes = scriptHashes.map((hash) => `'${hash}'`);
  const list = (...sources: (string | null)[]) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", remote, 'https://apis.google.com', ...inlineHashes)}`,
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

/** The CSP source of an inline script: its hash. */
const hashOf = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}`;

/**
 * The build's pages with the page config and the remote's hints in their places, and their CSP; read once.
 * `render(firstScreen)` fills in the first screen of a path (its preloads; its prerendered screen, in
 * prerendered.html) and gives the body and ETag. A page with a prerendered screen is prerendered.html, whose
 * `<html lang>` is the screen's language (the host keeps it on the language its screens show).
 */
async function loadPages(root: string, runtimeConfig: RuntimeConfig, list: FirstScreenList | null) {
  const config = `window.__THRYVE_CONFIG__=${JSON.stringify(runtimeConfig).replace(/</g, '\\u003c')}`;
  const remote = remoteHints(runtimeConfig);
  const plain = pageTemplate(await readFile(join(root, 'index.html'), 'utf8'));
  const prerendered = list?.prerendered
    ? pageTemplate(await readFile(join(root, PRERENDERED_PAGE_FILE), 'utf8'))
    : null;
  const defaultLocale = list?.prerendered?.locales[0] ?? 'en';
  const rendered = new Map<string, RenderedPage>();
  return {
    csp: contentSecurityPolicy(runtimeConfig, [hashOf(config), ...(list?.scriptHashes ?? [])]),
    render({ preloads, styles, screen, lang }: FirstScreen) {
      const key = `${preloads}\n${styles}\n${screen}\n${lang}`;
      let page = rendered.get(key);
      if (!page) {
        const template = screen && prerendered ? prerendered : plain;
        // A page of another build (an example host's) has no place for preloads: the remote's go with the config.
        const apart = template.has('preloads');
        page = renderedPage(
          template.fill({
            config: `<script>${config}</script>${remote.connect}${apart ? '' : remote.preloads}`,
            preloads: apart ? remote.preloads + preloads : '',
            styles,
            screen,
            lang: attr(lang ?? defaultLocale),
          }),
        );
        // A few paths times the manifest's versions: start again rather than grow.
        if (rendered.size >= 32) rendered.clear();
        rendered.set(key, page);
      }
      return page;
    },
  };
}

/** The encodings a page is sent in besides none, in the order preferred when the browser accepts several. */
type PageEncoding = 'br' | 'gzip';
const PAGE_ENCODINGS: PageEncoding[] = ['br', 'gzip'];

/** A page as sent: its HTML, and each encoding of it, compressed once on first use, each with its own ETag. */
interface RenderedPage {
  encoded(encoding: PageEncoding | undefined): { body: string | Buffer; etag: string };
}

function renderedPage(html: string): RenderedPage {
  const tag = createHash('sha1').update(html).digest('base64url').slice(0, 16);
  const compress = {
    br: (text: string) => brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: (text: string) => gzipSync(text, { level: 9 }),
  };
  const bodies = new Map<PageEncoding, Buffer>();
  return {
    encoded(encoding) {
      if (!encoding) return { body: html, etag: `"${tag}"` };
      let body = bodies.get(encoding);
      if (!body) bodies.set(encoding, (body = compress[encoding](html)));
      return { body, etag: `"${tag}-${encoding}"` };
    },
  };
}

/**
 * A path that tries to leave its folder, in any spelling: a `..` segment, a backslash, or a slash or backslash
 * written encoded (`%2f`, `%5c`, also double-encoded). @fastify/static already refuses these for files; here they
 * must not fall back to the app page either (no app route contains one): they get a 400 like every traversal.
 */
function isTraversal(pathname: string): boolean {
  let path = pathname;
  for (let round = 0; round < 3; round += 1) {
    if (/%(2f|5c)/i.test(path) || /(^|\/)\.\.(\/|$)/.test(path) || path.includes('\\')) return true;
    try {
      const decoded = decodeURIComponent(path);
      if (decoded === path) return false;
      path = decoded;
    } catch {
      return true;
    }
  }
  return true;
}

export interface StaticServerOptions {
  /** The build folder. */
  dir: string;
  /** Unknown extension-less paths answer index.html (default true). */
  spa?: boolean;
  runtimeConfig?: RuntimeConfig;
  /** Path the folder is served under, with both slashes (default '/'), e.g. '/v1/'. */
  prefix?: string;
  /** Longest time to receive a request, head and body, before answering 408 (default: the API's, 30 s). */
  requestTimeoutMs?: number;
}

/**
 * Creates the server, ready to `listen` (a plain node:http Server). `prefix` serves a versioned remote, e.g. `/v1/`
 * (its publicPath is 'auto', so its chunks load from beside its manifest whatever the path; rolling back = hosts
 * use `/v<n-1>/`). Source maps are never served: no public maps.
 */
export async function createStaticServer({
  dir,
  spa = true,
  runtimeConfig = {},
  prefix = '/',
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
}: StaticServerOptions): Promise<Server> {
  const root = resolve(dir);
  let page: Awaited<ReturnType<typeof loadPages>> | undefined;
  // The host's build lists the remote modules of each path's first screen; their files go into its page.
  const list = await readFirstScreenList(root);
  const firstScreen = list && firstScreenHints(list, runtimeConfig.authRemoteUrl);
  // Every request is answered: a malformed one gets a 4xx from Fastify (bad URL encoding, bad request line) or
  // @fastify/static (traversal, non-canonical paths), never an exception that stops the process.
  const app = Fastify({
    logger: false,
    forceCloseConnections: true,
    return503OnClosing: false,
    // As the API (api/src/plugins/lifecycle.ts): a request arrives whole within the timeout or is answered 408 and
    // its connection closed, whether its head or its body stalls. Node times a stalled body by the longer of its two
    // limits, hence both, and looks for late requests every second instead of every 30 s.
    requestTimeout: requestTimeoutMs,
    http: { headersTimeout: requestTimeoutMs, connectionsCheckingInterval: 1_000 },
  });

  app.addHook('onRequest', async (request, reply) => {
    // Federated files are loaded from other origins (the host's page loads the remote's files); the page itself is
    // not (sendPage takes this off).
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
    // Only origin-form targets name a file (not `*`, nor `http://host/path`, which some servers would proxy).
    if (!request.url.startsWith('/')) return reply.code(400).send();
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    page ??= await loadPages(root, runtimeConfig, list);
    const pathname = request.url.split('?')[0];
    const rendered = page.render(
      firstScreen?.firstScreenFor(pathname, request.headers['accept-language']) ?? NO_FIRST_SCREEN,
    );
    // Compressed like the build's files (a prerendered page carries a whole form's HTML): fewer round trips on a phone.
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', PAGE_ENCODINGS) ?? undefined;
    const { body, etag } = rendered.encoded(encoding);
    if (encoding) reply.header('Content-Encoding', encoding);
    reply
      // No other origin reads the page: it is navigated to, never fetched across origins.
      .removeHeader('Access-Control-Allow-Origin')
      // A prerendered screen's page is in the visitor's language.
      .header('Vary', 'Accept-Encoding, Accept-Language')
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('ETag', etag)
      .header('Content-Security-Policy', page.csp)
      // The Google sign-in popup needs to talk back to its opener.
      .header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  }

  await app.register(fastifyStatic, {
    root,
    prefix,
    preCompressed: true,
    index: false,
    redirect: false,
    cacheControl: false,
    // The page is ours (config injected above); maps stay private. A remote's prerendered screens (prerender/*.html)
    // are files like its scripts: the host's page server fetches them.
    allowedPath: (pathname) => !/\.map$/.test(pathname) && (!/\.html$/.test(pathname) || PRERENDERED.test(pathname)),
    setHeaders(reply, path) {
      // Hashed names never change content; remoteEntry.js and mf-manifest.json change with each deployment and
      // are revalidated every time (ETag).
      reply.header(
        'Cache-Control',
        HASHED.test(path.replace(/\.(br|gz)$/, '')) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get(prefix, sendPage);
  app.get(`${prefix}index.html`, sendPage);

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD').send();
    }
    const pathname = request.url.split('?')[0];
    if (pathname === '/favicon.ico') {
      // No icon in the build: say so without an error (a 404 here is a console error on every page).
      return reply.code(204).header('Cache-Control', 'public, max-age=86400').send();
    }
    if (isTraversal(pathname)) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    if (spa && !extname(pathname)) return sendPage(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error(`[static] ${request.method} ${request.url}:`, error);
    return reply.code(status).type('text/plain; charset=utf-8').send(STATUS_CODES[status]);
  });

  await app.ready();
  return app.server;
}
