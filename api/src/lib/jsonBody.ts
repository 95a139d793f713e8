import { MIMEType } from 'node:util';

import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { scan } from 'secure-json-parse';

import { ApiError } from '../errors/apiError';

type Done = (error: Error | null, body?: unknown) => void;

/** Any `__proto__` key, or `constructor.prototype`, anywhere in the body is refused, as Fastify's own parser does. */
const POISONING = { protoAction: 'error', constructorAction: 'error' } as const;

/** The API's bodies have a dozen fields: far more values than that is structure sent to cost us CPU. */
const MAX_VALUES = 200;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when the JSON text has more than `max` commas and opening brackets outside its strings (about that many
 * values), jumping over each string with indexOf: a 7 MB body of countless keys would hold the event loop for seconds.
 */
export function hasTooManyValues(text: string, max: number = MAX_VALUES): boolean {
  let values = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === QUOTE) {
      // The closing quote is the next one not escaped (an odd run of backslashes before a quote escapes it).
      let end = i;
      for (;;) {
        end = text.indexOf('"', end + 1);
        if (end < 0) return false; // unterminated: JSON.parse refuses it
        let backslashes = 0;
        while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
        if (backslashes % 2 === 0) break;
      }
      i = end;
    } else if ((char === 0x2c || char === 0x5b || char === 0x7b) && ++values > max) {
      return true;
    }
  }
  return false;
}

/** Fails on any byte sequence that is not UTF-8 instead of reading it as U+FFFD; drops a leading byte order mark. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The body's text, or the API's error: 415 for a declared charset other than UTF-8 (any name the Encoding Standard
 * gives it, `utf-8`, `UTF8`...: JSON is UTF-8, RFC 8259), 400 for bytes that are not UTF-8.
 */
function decodeBody(request: FastifyRequest, bytes: Buffer): string | ApiError {
  const contentType = request.headers['content-type'];
  try {
    const charset = contentType ? new MIMEType(contentType).params.get('charset') : null;
    if (charset !== null && new TextDecoder(charset).encoding !== 'utf-8') return new ApiError('unsupported_charset');
  } catch {
    return new ApiError('unsupported_charset'); // not a media type, or a charset no decoder knows
  }
  try {
    return UTF8.decode(bytes);
  } catch {
    return new ApiError('invalid_encoding');
  }
}

/**
 * Fastify's JSON body parser, with the same answers and protection, the poisoning checked by walking the parsed object
 * (a dozen keys) instead of scanning the text (a picture's base64) with regular expressions. Unlike Fastify's, bytes
 * that are not UTF-8 are refused, not read as U+FFFD, and a body of more than MAX_VALUES values is refused unparsed.
 */
export function parseJsonBody(request: FastifyRequest, bytes: Buffer, done: Done): void {
  const text = decodeBody(request, bytes);
  if (text instanceof ApiError) return done(text);
  if (text.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY());
  if (hasTooManyValues(text)) return done(new ApiError('bad_request'));
  let body: unknown;
  try {
    body = JSON.parse(text);
    if (body !== null && typeof body === 'object') scan(body, POISONING);
  } catch {
    return done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY());
  }
  done(null, body);
}

/**
 * For the routes of a plugin whose body is optional: `Content-Type: application/json` with an empty body reads as
 * `{}`, any other body as `parseJsonBody` reads it.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, bytes, done) => {
    if (bytes.length === 0) done(null, {});
    else parseJsonBody(request, bytes as Buffer, done);
  });
}
