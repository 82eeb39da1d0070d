/**
 * The ceiling of `npm run bench` (bench/api.ts): a bare Fastify app, no plugins and no logger,
 * answering `GET /` with `{ ok: true }`. It runs in its own process, like the app, so the ratio
 * of a read to it says how much of the machine's HTTP capacity the read's own work costs.
 * Usage: PORT=4000 tsx bench/noop.ts
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`no-op listening on ${JSON.stringify(app.server.address())}\n`);

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
