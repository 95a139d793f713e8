import { request as httpRequest } from 'node:http';

/**
 * A small `inject`-shaped client over real HTTP. Fastify's `inject` (light-my-request 6.8) requires the ESM-only
 * `cookie` 2, which Jest 30 cannot load on Node 20, so the tests drive a listening app on 127.0.0.1 instead.
 */
export interface HttpRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** Objects are sent as JSON; strings and Buffers as they are. */
  payload?: object | string | Buffer;
}

export interface HttpResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  rawPayload: Buffer;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any -- test convenience, like inject's
}

export function httpClient(baseUrl: string) {
  return function request(options: HttpRequest): Promise<HttpResponse> {
    const headers: Record<string, string | number> = { ...options.headers };
    let body: string | Buffer | undefined;
    if (typeof options.payload === 'string' || Buffer.isBuffer(options.payload)) body = options.payload;
    else if (options.payload !== undefined) {
      body = JSON.stringify(options.payload);
      headers['content-type'] ??= 'application/json';
    }
    if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
    // A fresh connection per request (agent: false): no stale keep-alive socket when a port is reused.
    return new Promise((resolve, reject) => {
      let answered = false;
      let failure: Error | undefined;
      const req = httpRequest(
        new URL(options.url, baseUrl),
        { method: options.method ?? 'GET', headers, agent: false },
        (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const rawPayload = Buffer.concat(chunks);
            const text = rawPayload.toString('utf8');
            const flat = Object.fromEntries(
              Object.entries(res.headers).map(([key, value]) => [
                key,
                Array.isArray(value) ? value.join(', ') : String(value),
              ]),
            );
            resolve({
              statusCode: res.statusCode ?? 0,
              headers: flat,
              body: text,
              rawPayload,
              json: () => JSON.parse(text),
            });
          });
        },
      );
      // The server may answer (413) and close before reading a large body: the answer still counts.
      req.on('error', (error) => {
        failure = error;
      });
      req.on('close', () => {
        if (!answered) reject(failure ?? new Error('connection closed without an answer'));
      });
      req.end(body);
    });
  };
}

export type HttpRequester = ReturnType<typeof httpClient>;
