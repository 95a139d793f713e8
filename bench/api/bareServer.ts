import Fastify from 'fastify';

/** The reference: a bare Fastify route, no plugins, no database, no token. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
