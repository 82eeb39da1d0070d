/**
 * The ceiling of `npm run bench:large`: a bare Fastify app answering `GET /` with the bytes of
 * BYTES_FILE as they are (already compressed with BYTES_ENCODING), so a leaderboard of a
 * thousand teams is compared with the fastest possible answer of the same size.
 * Usage: PORT=4000 BYTES_FILE=answer.br BYTES_ENCODING=br tsx bench/sameBytes.ts
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const bytes = fs.readFileSync(process.env.BYTES_FILE ?? '');
const encoding = process.env.BYTES_ENCODING;

const app = Fastify();
app.get('/', (_req, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bytes);
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(
  `same bytes (${bytes.length} B) listening on ${JSON.stringify(app.server.address())}\n`,
);

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
