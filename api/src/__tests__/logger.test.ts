import { Writable } from 'node:stream';

import Fastify from 'fastify';

import { loggerOptions } from '../logger';

describe('logger redaction', () => {
  it('never writes tokens, passwords or pictures', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const app = Fastify({ logger: loggerOptions({ stream }) });
    app.log.info(
      {
        req: {
          headers: { authorization: 'Bearer secret-token' },
          body: { password: 'pw-1', confirmPassword: 'pw-1', profilePicture: 'data:image/png;base64,AAAA' },
        },
      },
      'request',
    );
    app.log.info(
      { body: { password: 'pw-2', confirmPassword: 'pw-2', profilePicture: 'data:image/png;base64,BBBB' } },
      'body',
    );
    await app.close();
    const output = lines.join('');
    expect(output).toContain('[redacted]');
    for (const secret of ['secret-token', 'pw-1', 'pw-2', 'AAAA', 'BBBB']) expect(output).not.toContain(secret);
  });
});
