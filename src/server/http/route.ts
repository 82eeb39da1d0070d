/**
 * Registers a route from its shared contract: the contract's schemas validate the headers,
 * query and body and encode the answer, its access and rate limits go into the route config
 * (enforced by one hook each), and the handler receives typed, parsed input.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ParsedInput, RouteContract } from '../../shared/api/contract';
import type { SessionState } from '../auth/sessions';
import { refuseNulCharacters } from './nulCharacter';
import { OTHER_HEADERS } from './securityHeaders';
import { compressedAnswer, encodedAnswer, isSharedAnswer } from './responses';

/** The headers every JSON answer of a route carries, its security headers too, set with one call. */
const JSON_ANSWER_HEADERS = {
  vary: 'accept-encoding',
  'content-type': 'application/json; charset=utf-8',
  ...OTHER_HEADERS,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: RouteContract;
  }
}

/** The request a handler sees: parsed input, and a session whenever the route is not public. */
export type ContractRequest<C extends RouteContract> = Omit<
  FastifyRequest,
  'body' | 'query' | 'headers' | 'session'
> & {
  body: ParsedInput<C, 'body'>;
  query: ParsedInput<C, 'query'>;
  headers: IncomingHttpHeaders & ParsedInput<C, 'headers'>;
  session: C['access'] extends 'public' ? SessionState | null : SessionState;
};

export type ContractHandler<C extends RouteContract> = (
  req: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<z.input<C['response']>>;

export function route<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
): void {
  app.route({
    method: contract.method,
    url: contract.path,
    config: { contract },
    ...(contract.body ? { preValidation: refuseNulCharacters } : {}),
    schema: {
      ...(contract.headers ? { headers: contract.headers } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { 200: contract.response },
    },
    handler: async (req, reply) => {
      const answer = await handler(req as unknown as ContractRequest<C>, reply);
      // A handler that sent its answer itself, or one that answers another type (the calendar).
      if (reply.sent || contract.answerType) return answer;
      return sendAnswer(req, reply, answer);
    },
  });
}

/**
 * Writes an answer here instead of through a compression plugin: a shared answer is encoded
 * once per snapshot, any other is compressed only when it is large enough to gain from it. Both
 * go through the route's own serializer, which tests make check against the contract.
 */
function sendAnswer(req: FastifyRequest, reply: FastifyReply, answer: unknown): FastifyReply {
  const acceptEncoding = req.headers['accept-encoding'] ?? '';
  const { body, encoding } = isSharedAnswer(answer)
    ? encodedAnswer(answer, acceptEncoding, reply)
    : compressedAnswer(reply.serialize(answer) as string, acceptEncoding);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.headers(JSON_ANSWER_HEADERS).header('x-request-id', req.id).send(body);
}
