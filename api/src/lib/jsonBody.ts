import { errorCodes, type FastifyRequest } from 'fastify';
import { scan } from 'secure-json-parse';

type Done = (error: Error | null, body?: unknown) => void;

/** Any `__proto__` key, or `constructor.prototype`, anywhere in the body is refused, as Fastify's own parser does. */
const POISONING = { protoAction: 'error', constructorAction: 'error' } as const;

/**
 * Fastify's JSON body parser, with the same answers (empty: FST_ERR_CTP_EMPTY_JSON_BODY; malformed or poisoned:
 * FST_ERR_CTP_INVALID_JSON_BODY) and the same protection, checked on the parsed object instead of the text.
 * secure-json-parse first runs two regular expressions over the whole text and walks the object only when one
 * matches: over a registration's 27 KB of base64 that was 7% of its CPU. Walking the object (a dozen keys) costs
 * next to nothing, and finds exactly what the walk after a match would.
 */
export function parseJsonBody(_request: FastifyRequest, text: string, done: Done): void {
  if (text.length === 0) {
    done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY());
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
