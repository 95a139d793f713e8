import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';

import { EndpointCommandError, isEndpointCommandError } from '../webhooks/endpointCommand';
import { operatorCommand, type OperatorCommand, type OperatorCommandResult, type ResultOf } from './operatorCommand';

/**
 * The embedded database's folder is locked by the API that runs on it (dataDirLock.ts): an operator's command cannot
 * open it beside `npm start`. So that API takes the commands itself, on a Unix socket in that folder, in a
 * subfolder only the folder's owner may enter: whoever can connect could read and write the database's files anyway,
 * and no one else can connect. Nothing listens on a network port; PostgreSQL deployments do not need it.
 */
export const operatorSocketPath = (dataDir: string) => join(dataDir, 'operator', 'api.sock');

/** A socket's path must fit sockaddr_un (108 bytes on Linux, 104 on macOS, the NUL included). */
const MAX_SOCKET_PATH_BYTES = 103;

export type RunCommand = (command: OperatorCommand) => Promise<OperatorCommandResult>;

/** Serves operator commands on the folder's socket until `close()`; null where it cannot (Windows, a long path). */
export async function serveOperatorSocket(
  dataDir: string,
  run: RunCommand,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> } | null> {
  const path = operatorSocketPath(dataDir);
  if (process.platform === 'win32' || Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
    log.warn({ path }, 'operator commands (npm run webhooks, npm run role) cannot reach this API: stop it to run them');
    return null;
  }
  const folder = join(dataDir, 'operator');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  // Left by an API that died: this process holds the folder's lock, so no other one serves it.
  rmSync(path, { force: true });
  const server = Fastify({ logger: false });
  server.post('/commands', async (req, reply) => {
    const parsed = operatorCommand.safeParse(req.body);
    if (!parsed.success) {
      return reply.code(400).send({ code: 'invalid_command', message: 'Not an operator command of this API' });
    }
    try {
      return await run(parsed.data);
    } catch (error) {
      if (isEndpointCommandError(error)) {
        return reply.code(error.code === 'not_found' ? 404 : 400).send({ code: error.code, message: error.message });
      }
      log.error({ err: error, command: parsed.data.name }, 'operator command failed');
      return reply.code(500).send({ code: 'internal', message: 'The API could not run the command: its log says why' });
    }
  });
  await server.listen({ path });
  return { close: () => server.close() };
}

/** No API answers on the folder's socket (none runs, or one that does not take commands). */
export class NotServedError extends Error {
  readonly kind = 'NotServedError';
}

export const isNotServed = (error: unknown): error is NotServedError =>
  (error as { kind?: unknown } | null)?.kind === 'NotServedError';

/** Longest wait for the API's answer: the command's own work and, for `add`, resolving the endpoint's host. */
const ANSWER_TIMEOUT_MS = 15_000;

/** Runs `command` in the API that holds `dataDir`, through its socket; its refusals come back as they were thrown. */
export function runInRunningApi<C extends OperatorCommand>(dataDir: string, command: C): Promise<ResultOf<C>> {
  const body = JSON.stringify(command);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath: operatorSocketPath(dataDir),
        path: '/commands',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: ANSWER_TIMEOUT_MS,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            const answer = JSON.parse(text) as ResultOf<C> & { code?: string; message?: string };
            if (response.statusCode === 200) return resolve(answer);
            const code = answer.code as EndpointCommandError['code'] | 'internal';
            reject(
              code === 'internal' ? new Error(answer.message) : new EndpointCommandError(code, answer.message ?? ''),
            );
          } catch {
            reject(new Error(`The running API answered the command with HTTP ${response.statusCode}`));
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('The running API did not answer the command within 15 s')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      const gone = error.code === 'ENOENT' || error.code === 'ECONNREFUSED';
      reject(gone ? new NotServedError(`No API takes commands at ${operatorSocketPath(dataDir)}`) : error);
    });
    req.end(body);
  });
}
