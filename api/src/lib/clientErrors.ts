import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

import { ApiError } from '../errors/apiError';

/** Node's codes for a request it gave up on before Fastify had it whole, and what the API answers. */
const CLIENT_ERRORS: Record<string, ApiError['code']> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'request_timeout',
  HPE_HEADER_OVERFLOW: 'headers_too_large',
};

/** The response Node is writing on this connection, if any: Node's own handler checks it the same way. */
type HttpSocket = Socket & { _httpMessage?: ServerResponse | null };

/**
 * Fastify's `clientErrorHandler`, given the API's `headers`: a request too slow (408), whose head is too large
 * (431) or malformed (400), is answered `{ code, message }` with `headers`, as any other answer of the API (unless an
 * answer was already started), then its connection is closed.
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: Socket,
  headers: Readonly<Record<string, string>>,
): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const apiError = new ApiError(CLIENT_ERRORS[error.code ?? ''] ?? 'bad_request');
  if (socket.writable && !(socket as HttpSocket)._httpMessage?.headersSent) {
    const body = JSON.stringify(apiError.toBody());
    const lines = [
      `HTTP/1.1 ${apiError.statusCode} ${STATUS_CODES[apiError.statusCode]}`,
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy();
}
