// The production page server of the built apps: @fastify/static serves the files (path checks, ETag, ranges, the
// brotli/gzip copies written at build time by scripts/lib/precompressPlugin.mjs); this module adds only what is
// ours: the page config and remote hints injected into the page, its CSP, cache and security headers, SPA fallback.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { STATUS_CODES, type Server } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { DEFAULT_PORTS, DEMO_AUTH_DOMAIN, localUrl, REQUEST_TIMEOUT_MS } from '@thryve/shared/defaults';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

import { attr, firstScreenHints, inlineStyle, type FirstScreen } from './firstScreenHints';
import { AFTER_PAINT_ATTRIBUTE, ENTRY_ATTRIBUTE, PRERENDERED_PAGE_SCRIPT } from './prerenderedPageScript';
import { STORED_SESSION_HINT } from './storedSessionHint';

const NO_FIRST_SCREEN: FirstScreen = { head: '', body: '' };
const PRERENDERED = /(^|\/)prerender\/[^/]+\.html$/;
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const RUNTIME_CONFIG_MARKER = '<!--thryve-runtime-config-->';
const ROOT_ELEMENT = '<div id="root">';
/** The page's root element, whose `lang` is the page's language, and that attribute. */
const HTML_TAG = /<html\b([^>]*)>/i;
const LANG = /\s+lang="[^"]*"/i;

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
 * Lets the browser start on the remote while the host's own scripts load: a connection to the remote's origin,
 * its manifest, which the federation runtime fetches with CORS and no credentials (hence `crossorigin`, or the
 * preload would not be reused), and its entry script, which the runtime adds as a plain <script> (no
 * `crossorigin`). The auth remote's entry is `remoteEntry.js` beside its `mf-manifest.json`
 * (auth-remote/module-federation.config.ts); for a manifest by another name only the manifest is preloaded.
 */
function remoteHints(runtimeConfig: RuntimeConfig): string {
  if (!runtimeConfig.authRemoteUrl) return '';
  let manifest;
  try {
    manifest = new URL(runtimeConfig.authRemoteUrl);
  } catch {
    return '';
  }
  const entry = manifest.pathname.endsWith('/mf-manifest.json') ? new URL('remoteEntry.js', manifest) : null;
  return (
    `<link rel="preconnect" href="${attr(manifest.origin)}">` +
    `<link rel="preload" href="${attr(manifest.href)}" as="fetch" crossorigin>` +
    (entry ? `<link rel="preload" href="${attr(entry.href)}" as="script">` : '')
  );
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
 * page config (with the stored-session hint) and the entry's start after the first paint are allowed by their
 * hashes, nothing else inline runs.
 */
function contentSecurityPolicy(runtimeConfig: RuntimeConfig, inlineScripts: string[], env: Env = process.env): string {
  const remote = originOf(runtimeConfig.authRemoteUrl);
  const api = originOf(runtimeConfig.apiBaseUrl ?? env.THRYVE_API_URL ?? `${localUrl(DEFAULT_PORTS.api)}/`);
  const emulator = originOf(runtimeConfig.authEmulatorUrl);
  const authDomain = `https://${env.THRYVE_FIREBASE_AUTH_DOMAIN || DEMO_AUTH_DOMAIN}`;
  const inlineHashes = inlineScripts.map(
    (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
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

/**
 * index.html with the page config, the stored-session hint and remote hints in place of the marker, and its CSP;
 * read once. `render(firstScreen)` adds the first screen's part, which depends on the path: more at the end of
 * <head>, and a prerendered screen before the host's root element (outside it: the host's React root does not
 * wipe it, and it sits where the screen shows), whose language, if not the default, becomes the page's
 * (`<html lang>`, which the host keeps on the language its screens show); it gives the body and ETag.
 */
async function loadPage(root: string, runtimeConfig: RuntimeConfig, prefix: string) {
  const config = `window.__THRYVE_CONFIG__=${JSON.stringify(runtimeConfig).replace(/</g, '\\u003c')}`;
  const inline = `${config};${STORED_SESSION_HINT}`;
  const template = await readFile(join(root, 'index.html'), 'utf8');
  const body = template.replace(RUNTIME_CONFIG_MARKER, `<script>${inline}</script>` + remoteHints(runtimeConfig));
  // The page of a prerendered screen is styled from the first paint.
  const styled = await withStylesApplied(body, root, prefix);
  const rendered = new Map<string, RenderedPage>();
  return {
    csp: contentSecurityPolicy(runtimeConfig, [inline, PRERENDERED_PAGE_SCRIPT]),
    render({ head, body: screen, lang }: FirstScreen) {
      const key = `${head}\n${screen}\n${lang}`;
      let page = rendered.get(key);
      if (!page) {
        // Replaced by functions: the remote's HTML is inserted as is, never read as a replacement pattern (`$&`).
        const withHead = (text: string) => (head ? text.replace('</head>', () => `${head}</head>`) : text);
        const withLang = (text: string) =>
          lang
            ? text.replace(HTML_TAG, (_, rest: string) => `<html lang="${attr(lang)}"${rest.replace(LANG, '')}>`)
            : text;
        const html = screen
          ? withScriptsAfterFirstPaint(
              withLang(withHead(styled)).replace(ROOT_ELEMENT, () => `${screen}${ROOT_ELEMENT}`),
            )
          : withHead(body);
        page = renderedPage(html);
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

/** The host build's entry script (rspack.config.base.ts: `defer`, at high priority). */
const ENTRY_SCRIPT = /<script defer(?: fetchpriority="high")? src="([^"]+)"><\/script>/;
/** A preload of the page, in either order of attributes (the build's, and ours). */
const PRELOAD = /<link (?:rel="preload"[^>]*|[^>]* rel="preload")>/g;
/**
 * A page that carries a prerendered screen, with its scripts started after its first paint (above): its preloads
 * and its entry script (as a preload naming it) moved into the <template> the start reads.
 */
function withScriptsAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const hints = [
    `<link rel="preload" as="script" href="${entry[1]}" fetchpriority="high" ${ENTRY_ATTRIBUTE}>`,
    ...(html.match(PRELOAD) ?? []),
  ];
  return html
    .replace(entry[0], '')
    .replace(PRELOAD, '')
    .replace('</head>', () => `<template ${AFTER_PAINT_ATTRIBUTE}>${hints.join('')}</template></head>`)
    .replace('</body>', () => `<script>${PRERENDERED_PAGE_SCRIPT}</script></body>`);
}

/** The host build's style sheets of its startup chunks, which the build only preloads. */
const PRELOADED_STYLE = /<link as="style" href="([^"]+)" rel="preload">/g;

/**
 * The page with the host's own startup style sheets applied from the first paint, written into it: a page that shows
 * a prerendered screen before any script is laid out as it will be once the host runs, with no request before its
 * first paint. Each sheet is read once from the build (`prefix`-relative names); one that cannot be inlined, or
 * read, is linked instead. The chunk loader then fetches the file once more, after the first paint.
 */
async function withStylesApplied(html: string, root: string, prefix: string): Promise<string> {
  const sheets = new Map<string, string>();
  for (const [, href] of html.matchAll(PRELOADED_STYLE)) {
    const file = href.startsWith(prefix) ? resolve(root, href.slice(prefix.length)) : null;
    let css: string | null = null;
    try {
      css = file?.startsWith(root + sep) ? await readFile(file, 'utf8') : null;
    } catch {
      css = null;
    }
    sheets.set(href, (css !== null && inlineStyle(href, css)) || `<link rel="stylesheet" href="${attr(href)}">`);
  }
  return html.replace(PRELOADED_STYLE, (link: string, href: string) => sheets.get(href) ?? link);
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
  let page: Awaited<ReturnType<typeof loadPage>> | undefined;
  // The host's build lists the remote modules of each path's first screen; their files go into its page.
  const firstScreen = await firstScreenHints(root, runtimeConfig.authRemoteUrl);
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
    page ??= await loadPage(root, runtimeConfig, prefix);
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
