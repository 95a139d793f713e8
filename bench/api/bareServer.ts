import Fastify from 'fastify';

/**
 * The references: bare Fastify routes, no plugins, no database, no token. GET /bare answers at once; POST /bare
 * also receives and parses a JSON body (Fastify's own parser), as large as a registration's.
 */
const app = Fastify({ logger: false, bodyLimit: 7 * 1024 * 1024 });
app.get('/bare', async () => ({ status: 'ok' }));
app.post('/bare', async (request) => ({ status: 'ok', fields: Object.keys(request.body as object).length }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
