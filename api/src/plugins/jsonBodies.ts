import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { parseJsonBody } from '../lib/jsonBody';

async function jsonBodiesPlugin(app: FastifyInstance) {
  app.removeContentTypeParser(['text/plain']);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parseJsonBody);
}

/** JSON bodies only, through our parser (lib/jsonBody.ts): anything else is a 415. */
export const jsonBodies = fp(jsonBodiesPlugin, { name: 'thryve-json-bodies', fastify: '5.x' });
