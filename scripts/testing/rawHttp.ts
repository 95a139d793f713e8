// HTTP requests written byte for byte on a socket, for tests of our servers: fetch and http.request normalise or
// refuse the malformed targets these tests send (and fetch makes conditional requests unconditional).
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** Sends `GET <target> HTTP/1.1` (or the whole `requestLine` given) and reads the answer to its end. */
export function rawRequest(port: number, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const lines = [`GET ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return rawExchange(port, lines.join('\r\n') + '\r\n\r\n');
}

export function rawExchange(port: number, bytes: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A server that refuses a request may reset the connection once its answer is out: keep what came.
    socket.on('error', (error) => (chunks.length ? socket.destroy() : reject(error)));
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      const parsed: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        parsed[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      if (!status) reject(new Error(`no HTTP answer: ${JSON.stringify(raw.slice(0, 200))}`));
      else resolve({ status, headers: parsed, text: rest.join('\r\n\r\n') });
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('timed out')));
    socket.write(bytes);
  });
}
