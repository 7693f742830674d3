// The reference for API throughput: the smallest Fastify app, answering what /api/health
// answers, without our plugins (database, headers, error handling). Run by server.mjs.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));

const close = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
