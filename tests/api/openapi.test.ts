/**
 * GET /api/openapi.json: a valid OpenAPI 3.1 document that agrees with the route table, and that
 * a client can use alone: one request per operation built from the document's schemas gets an
 * answer whose status the document names and whose body fits the schema it gives for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { createCallerWorld, cookieOf, type CallerWorld } from '../helpers/factories';
import { injectAny } from '../helpers/http';
import { ALL_ROUTES } from '../../src/shared/api/routes';
import { statusesOf } from '../../src/shared/api/contract';
import { T0 } from '../helpers/validRequests';

type Schema = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: 'header' | 'query'; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content: Record<string, { schema: Schema }> }>;
  'x-access': unknown;
}

function operationsOf(document: Schema): Operation[] {
  return Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
    ([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        ...op,
        method: method.toUpperCase(),
        path,
      })),
  );
}

/** A value that fits a JSON schema, as a client with only the document would make one. */
function sample(schema: Schema, root: Schema): unknown {
  if (schema.$ref) return sample(resolve(root, schema.$ref as string), root);
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return sample(union.find((option) => option.type !== 'null') ?? union[0], root);
  if (schema.allOf) return sample((schema.allOf as Schema[])[0], root);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of (schema.required ?? []) as string[]) {
        value[key] = sample((schema.properties?.[key] ?? {}) as Schema, root);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, root));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'string':
      return sampleText(schema);
    default:
      return 'x';
  }
}

function sampleText(schema: Schema): string {
  if (schema.format === 'email') return 'someone@example.test';
  if (schema.format === 'date-time') return T0.toISOString();
  if (schema.format === 'date') return T0.toISOString().slice(0, 10);
  if (schema.format === 'uri') return 'https://example.test/';
  const candidates = ['1', 'x', 'Ab1!abcdefgh', '#336699', 'en', '12:00', '2026-11-23', 'a-b'];
  const length = Math.max(schema.minLength ?? 1, 1);
  for (const candidate of candidates) {
    const text = candidate.padEnd(length, candidate.at(-1));
    if (schema.maxLength !== undefined && text.length > schema.maxLength) continue;
    if (!schema.pattern || new RegExp(schema.pattern as string, 'u').test(text)) return text;
  }
  return 'x'.repeat(length);
}

function resolve(root: Schema, ref: string): Schema {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<Schema>((node, key) => node[key] as Schema, root);
}

describe.each(dbKinds)('the OpenAPI document on %s', (kind) => {
  let t: TestApp;
  let w: CallerWorld;
  let document: Schema;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_FACTOR: '1000' });
    t.clock.set(T0);
    w = await createCallerWorld(t.database.db, T0);
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(() => t.close());

  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names every route of the route table once, with its statuses, inputs and access', () => {
    const operations = operationsOf(document);
    const named = operations.map((op) => `${op.method} ${op.path}`).sort();
    const registered = t.app.routeTable.map((c) => `${c.method} ${c.path}`).sort();
    expect(named).toEqual(registered);
    for (const contract of ALL_ROUTES) {
      const op = operations.find((o) => o.method === contract.method && o.path === contract.path)!;
      expect(Object.keys(op.responses).map(Number), `${op.method} ${op.path}`).toEqual(
        statusesOf(contract),
      );
      expect(op['x-access']).toEqual(contract.access);
      expect(Boolean(op.requestBody)).toBe(Boolean(contract.body));
      const headers = (op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
      const shape = (contract.headers as { shape?: Record<string, unknown> } | undefined)?.shape;
      expect(headers).toEqual(Object.keys(shape ?? {}));
    }
  });

  it('keeps one error shape, which every refusal names', () => {
    expect(document.components.schemas.Error.required).toEqual(['message']);
    for (const op of operationsOf(document)) {
      for (const [status, answer] of Object.entries(op.responses)) {
        if (status === '200') continue;
        expect(answer.content['application/json'].schema).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
    }
  });

  it('answers a request built from the document alone with a status and body it describes', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats.default(ajv);
    ajv.addSchema(document.components.schemas.Error, '#/components/schemas/Error');
    const problems: string[] = [];
    for (const op of operationsOf(document)) {
      const headers: Record<string, string> = { origin: 'http://app.test' };
      const query: Record<string, string> = {};
      for (const parameter of op.parameters ?? []) {
        if (!parameter.required) continue;
        const value = String(sample(parameter.schema, document));
        if (parameter.in === 'header') headers[parameter.name] = value;
        else query[parameter.name] = value;
      }
      const body = op.requestBody
        ? sample(op.requestBody.content['application/json'].schema, document)
        : undefined;
      // Signed in as the event's organizer, who may call the most; public routes need no one.
      const cookie =
        op['x-access'] === 'public' ? undefined : await cookieOf(t.database.db, w, 'organizer', T0);
      if (cookie) headers.cookie = cookie;
      const res = await injectAny(
        t.app,
        {
          method: op.method as 'GET',
          url: op.path,
          query,
          headers,
          ...(body !== undefined ? { payload: body as object } : {}),
        },
        Object.keys(op.responses['200'].content)[0],
      );
      const name = `${op.method} ${op.path} → ${res.statusCode}`;
      const described = op.responses[String(res.statusCode)];
      if (!described) {
        problems.push(`${name}: status not in the document (${res.body.slice(0, 120)})`);
        continue;
      }
      const [media, { schema }] = Object.entries(described.content)[0];
      if (media !== 'application/json' || (res.statusCode === 200 && !res.body)) continue;
      const validate = ajv.compile(schema.$ref ? { $ref: schema.$ref } : schema);
      if (!validate(res.json())) {
        problems.push(`${name}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the API reference page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('is an HTML page whose scripts and styles all come from this origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source.startsWith('/')).toBe(true);
      const file = await t.app.inject({ method: 'GET', url: source });
      expect(file.statusCode, source).toBe(200);
      expect(file.body.length, source).toBeGreaterThan(0);
    }
    const start = await t.app.inject({ method: 'GET', url: '/api-docs/start.js' });
    expect(start.body).toContain('/api/openapi.json');
  });
});
