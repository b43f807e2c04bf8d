// The baseline: a bare Fastify JSON route, started by the benchmark in the same run as Saham.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async () => ({ status: 1, msg: '', data: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server ready');
