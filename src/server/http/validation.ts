/**
 * How the contracts' schemas validate a request. Bodies and query strings go through
 * fastify-type-provider-zod's compiler as they are. Headers are validated by the declared ones
 * only, and their parsed values (ids as numbers) are written into the request's own headers.
 *
 * Why: when a validator answers a new headers object, Fastify keeps it beside the raw headers
 * and rebuilds the merged object (a copy of every header) each time a handler or hook reads
 * `req.headers`: several copies per request. Parsing a loose object also copies every header the
 * client sent. Measured with `npm run bench`, the reads that take a header (the team page and its
 * parts, battle, house) cost about a third more per request than those that take none.
 *
 * Every header a contract declares today is an id (`idText`, required or optional). A valid one
 * is parsed here directly: in a server serving every route, zod's shared parsing code sees every
 * schema of the app and runs far slower than in a test of one route. Anything else, and every
 * id that is not valid, goes through zod, which gives the refusal its message.
 *
 * A query string made only of ids (`?team_id=`, `?id=`) takes the same direct path: its answer
 * holds the declared ids as numbers and nothing else, as zod's object would. The breakdown, a hot
 * read, spent about a tenth of each request in zod for its one id.
 */
import { z } from 'zod';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ID_MAX, ID_TEXT, idText } from '../../shared/api/ids';

type Validate = (data: unknown) => {
  value?: unknown;
  error?: Error | FastifySchemaValidationError[];
};

export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route) as Validate;
  if (!(route.schema instanceof z.ZodObject)) return validate;
  const shape = route.schema.shape as Record<string, z.ZodType>;
  const fast = idHeaders(shape);
  if (route.httpPart === 'querystring') return fast ? idQuery(fast, validate) : validate;
  if (route.httpPart !== 'headers') return validate;
  const declared = Object.keys(shape);
  return (data) => {
    const headers = data as Record<string, unknown>;
    if (fast && parsedIds(fast, headers)) return {};
    const picked: Record<string, unknown> = {};
    for (const name of declared) {
      if (headers[name] !== undefined) picked[name] = headers[name];
    }
    const result = validate(picked);
    if (result.error) return result;
    const parsed = result.value as Record<string, unknown>;
    for (const name of declared) {
      if (parsed[name] !== undefined) headers[name] = parsed[name];
    }
    // No `value`: Fastify keeps the request's own headers object, now holding the parsed ids.
    return {};
  };
};

/** A query string of ids only: valid ids parsed here, anything else worded by zod. */
function idQuery(ids: IdHeader[], validate: Validate): Validate {
  return (data) => {
    const query = data as Record<string, unknown>;
    const parsed: Record<string, number> = {};
    for (const { name, optional } of ids) {
      const value = query[name];
      if (value === undefined) {
        if (!optional) return validate(data);
      } else if (typeof value !== 'string' || !ID_TEXT.test(value) || Number(value) > ID_MAX) {
        return validate(data);
      } else parsed[name] = Number(value);
    }
    return { value: parsed };
  };
}

interface IdHeader {
  name: string;
  optional: boolean;
}

/** The declared headers when every one is an id, else undefined (zod parses them all). */
function idHeaders(shape: Record<string, z.ZodType>): IdHeader[] | undefined {
  const ids: IdHeader[] = [];
  for (const [name, schema] of Object.entries(shape)) {
    if (schema === idText) ids.push({ name, optional: false });
    else if (schema instanceof z.ZodOptional && schema.unwrap() === idText) {
      ids.push({ name, optional: true });
    } else return undefined;
  }
  return ids;
}

/**
 * Parses the id headers into numbers when all of them are valid, and answers whether they were;
 * on false nothing was changed and zod decides (and words the refusal).
 */
function parsedIds(ids: IdHeader[], headers: Record<string, unknown>): boolean {
  for (const { name, optional } of ids) {
    const value = headers[name];
    if (value === undefined) {
      if (!optional) return false;
    } else if (typeof value !== 'string' || !ID_TEXT.test(value) || Number(value) > ID_MAX) {
      return false;
    }
  }
  for (const { name } of ids) {
    const value = headers[name];
    if (value !== undefined) headers[name] = Number(value);
  }
  return true;
}
