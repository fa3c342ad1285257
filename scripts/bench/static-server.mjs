// The page bench's baseline: bare Fastify with @fastify/static serving one file (the rendered page's
// own bytes, with its precompressed twins, as the app's assets are served), no other plugin.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const app = Fastify();
await app.register(fastifyStatic, { root: process.env.STATIC_ROOT, preCompressed: true });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
