// The API bench's baseline: bare Fastify answering a small JSON on GET /, nothing else (no
// logger, no plugins), so each api/v1 figure can be read as a share of what the stack allows.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
