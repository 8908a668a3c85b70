import Fastify from 'fastify';

// A bare Fastify route for the benchmarks to compare with: no plugins, no database, one JSON answer.
const app = Fastify({ logger: false });
app.get('/readyz', async () => ({ ok: true }));
app.get('/bare', async () => ({ code: 1, msg: '', time: 0, data: { ok: true } }));
app.post('/bare', async (request) => ({ code: 1, msg: '', time: 0, data: request.body }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
