/**
 * The OpenAPI 3.1 document of the API, built from the route contracts (src/shared/api) and
 * nothing else: each route's method and path, its headers and query as parameters, its body, and
 * every status statusesOf gives it, 200 with the contract's answer and the others with the one
 * error shape. Who may call a route is its description and `x-access`. zod 4 writes the schemas
 * as JSON Schema 2020-12, the dialect OpenAPI 3.1 uses.
 */
import { z } from 'zod';
import { statusesOf, type RouteAccess, type RouteContract } from '../../shared/api/contract';
import { ROUTES_BY_AREA } from '../../shared/api/routes';

type Schema = Record<string, unknown>;

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Schema> };
  security: Record<string, string[]>[];
};

const ERROR_REF = { $ref: '#/components/schemas/Error' };

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad input: the message names the problem, `fields` each field with one',
  401: 'Not signed in',
  403: 'Not allowed (role, selection, or a write from another site)',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  415: 'Not JSON',
  429: 'Too many requests',
  503: 'Unavailable',
};

/** A zod schema as JSON Schema, without its own `$schema` line (the document names the dialect). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Schema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Schema;
  delete json.$schema;
  return json;
}

/** The access rule in words, as docs/api.md says it. */
export function accessText(access: RouteAccess): string {
  if (access === 'public') return 'Anyone, signed in or not.';
  const who = access.roles ? `Signed in as ${access.roles.join(', ')}` : 'Signed in';
  const needs = access.needs?.length ? ` with ${access.needs.join(', ')} chosen` : '';
  return `${who}${needs}.`;
}

/** The headers or query fields of an object schema as OpenAPI parameters. */
function parameters(schema: z.ZodType | undefined, place: 'header' | 'query'): Schema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, Schema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: required.has(name),
    schema: property,
  }));
}

function operation(contract: RouteContract, area: string): Schema {
  const responses: Record<string, Schema> = {};
  for (const status of statusesOf(contract)) {
    if (status === 200) {
      const media = contract.answerType ?? 'application/json';
      responses['200'] = {
        description: STATUS_TEXT[200],
        content: { [media]: { schema: jsonSchema(contract.response, 'output') } },
      };
    } else {
      responses[String(status)] = {
        description: STATUS_TEXT[status] ?? 'Refused',
        content: { 'application/json': { schema: ERROR_REF } },
      };
    }
  }
  const params = [
    ...parameters(contract.headers, 'header'),
    ...parameters(contract.query, 'query'),
  ];
  return {
    operationId: `${contract.method.toLowerCase()}${contract.path
      .slice('/api'.length)
      .replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) =>
        next ? next.toUpperCase() : '',
      )}`,
    tags: [area],
    summary: contract.summary,
    description: `Who may call it: ${accessText(contract.access)}`,
    'x-access': contract.access,
    ...(contract.addition ? { 'x-addition': true } : {}),
    ...(contract.access === 'public' ? { security: [] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(contract.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** Every contract of the route table, with its area. */
export function everyContract(): { area: string; contract: RouteContract }[] {
  return Object.entries(ROUTES_BY_AREA).flatMap(([area, contracts]) =>
    contracts.map((contract) => ({ area, contract })),
  );
}

export function openApiDocument(version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const { area, contract } of everyContract()) {
    paths[contract.path] ??= {};
    paths[contract.path][contract.method.toLowerCase()] = operation(contract, area);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Battle Events API',
      version,
      description:
        'Every route of the app, generated from the route contracts the server registers. ' +
        'Signed-in calls carry the session cookie `sid` (or the same token as a bearer token); ' +
        'writes from a browser must come from the same origin. Every refusal is JSON ' +
        '`{ message }` with its status; bad input adds `fields`.',
    },
    tags: Object.keys(ROUTES_BY_AREA).map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          properties: {
            message: { type: 'string', description: 'A message key the app translates' },
            fields: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description: 'Bad input: the message key of each field that was refused',
            },
            redirect: {
              type: 'string',
              description: 'Where the app leads a caller who has not chosen what the route needs',
            },
          },
          required: ['message'],
        },
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sid' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
    security: [{ session: [] }, { bearer: [] }],
  };
}
