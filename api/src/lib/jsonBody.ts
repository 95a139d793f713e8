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
 * True when the JSON text has more than `max` commas and opening brackets outside its strings, i.e. about that many
 * values. Stops as soon as it knows; jumps over each string (a registration's 7 MB picture is one) with indexOf.
 * Without it, a 7 MB body of 600 000 keys cost ~3 s of CPU in parsing, validating and answering (30 a minute from
 * one address), and the per-IP limits let that through: the one event loop then served no one else.
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

/**
 * Fastify's JSON body parser, with the same answers (empty: FST_ERR_CTP_EMPTY_JSON_BODY; malformed or poisoned:
 * FST_ERR_CTP_INVALID_JSON_BODY) and the same protection, checked on the parsed object instead of the text.
 * secure-json-parse first runs two regular expressions over the whole text and walks the object only when one
 * matches: over a registration's 27 KB of base64 that was 7% of its CPU. Walking the object (a dozen keys) costs
 * next to nothing, and finds exactly what the walk after a match would. A body of more than MAX_VALUES values is a
 * 400 before it is parsed.
 */
export function parseJsonBody(_request: FastifyRequest, text: string, done: Done): void {
  if (text.length === 0) {
    done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY());
    return;
  }
  if (hasTooManyValues(text)) {
    done(new ApiError('bad_request'));
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    if (body !== null && typeof body === 'object') scan(body, POISONING);
  } catch {
    done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY());
    return;
  }
  done(null, body);
}

/**
 * For the routes of a plugin whose body is optional: `Content-Type: application/json` with an empty body reads as
 * `{}`, any other body as `parseJsonBody` reads it.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    if (text.length === 0) done(null, {});
    else parseJsonBody(request, text as string, done);
  });
}
