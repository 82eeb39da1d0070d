/** Small helpers for talking to the app through inject() as a browser would. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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
