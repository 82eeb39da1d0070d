/** Small helpers for talking to the app through inject() as a browser would. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { PASSWORD } from './factories';

/** The `sid=…` pair of a response's session cookie, ready for a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`No session cookie in answer ${res.statusCode}: ${res.body}`);
  return `sid=${cookie.value}`;
}

export async function loginAs(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode}: ${res.body}`);
  return { cookie: sessionCookie(res), body: res.json() as { message: string; redirect?: string } };
}

export function as(cookie: string) {
  return { cookie };
}

/** What the walk-every-route tests read of an answer, whether JSON or a stream. */
export interface Answer {
  statusCode: number;
  headers: LightMyRequestResponse['headers'];
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * inject() for any route, the live stream included: a stream that opens (200) never ends, so
 * its answer is taken as soon as its headers arrive and the stream is dropped; a refusal is
 * read whole, as any answer.
 */
export async function injectAny(
  app: FastifyInstance,
  options: InjectOptions,
  answerType: string | undefined,
): Promise<Answer> {
  if (answerType !== 'text/event-stream') return app.inject(options);
  const res = await app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  if (res.statusCode === 200) {
    stream.destroy();
    return { statusCode: 200, headers: res.headers, body: '', json: () => undefined };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  return { statusCode: res.statusCode, headers: res.headers, body, json: () => JSON.parse(body) };
}
