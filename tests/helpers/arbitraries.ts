/**
 * fast-check arbitraries generated from a route's own zod schemas. A schema becomes JSON Schema
 * (z.toJSONSchema, the input side) and that becomes values that pass it most of the time, mixed
 * with the junk a careless or hostile client sends: wrong types, numbers written as text, huge
 * numbers, missing and extra keys, unicode.
 *
 * What z.toJSONSchema gives for our schemas: strings with minLength/maxLength/pattern (ids as
 * digits), integers with exclusiveMinimum/maximum (ids in a body), enums, anyOf (the bare-string
 * confirm body), objects with required keys, `additionalProperties: {}` on loose header objects.
 * The input side loses what a pipe checks after a transform: emailSchema trims and then pipes
 * into z.email(), so its input is a plain string. The output side keeps the `format: email` and
 * its pattern, so they are carried over (see inputJsonSchema).
 */
import fc from 'fast-check';
import { z } from 'zod';

export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Where a value travels: a JSON body, a query string, or a request header. */
export type Carrier = 'json' | 'query' | 'header';

/**
 * Known-good values by property name (the fixture's ids, an account's e-mail, live link tokens),
 * drawn most of the time in place of what the schema alone would give.
 */
export type Pools = Record<string, readonly unknown[]>;

/** The JSON Schema of what a client sends to a zod schema. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  const input = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const output = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  return withOutputStringChecks(input, output);
}

/** Carries an output string's format and pattern onto the input side, where a pipe hid them. */
function withOutputStringChecks(input: JsonSchema, output: JsonSchema | undefined): JsonSchema {
  if (!output) return input;
  if (input.type === 'string' && output.type === 'string' && !input.pattern && !input.format) {
    return { ...input, format: output.format, pattern: output.pattern };
  }
  if (input.properties && output.properties) {
    const properties = Object.fromEntries(
      Object.entries(input.properties).map(([key, value]) => [
        key,
        withOutputStringChecks(value, output.properties?.[key]),
      ]),
    );
    return { ...input, properties };
  }
  if (input.anyOf && output.anyOf) {
    return {
      ...input,
      anyOf: input.anyOf.map((b, i) => withOutputStringChecks(b, output.anyOf?.[i])),
    };
  }
  return input;
}

const INT4_MAX = 2 ** 31 - 1;

/** Whether a string passes the schema's length and pattern (lengths count UTF-16 units, as zod does). */
function stringFits(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return !schema.pattern || new RegExp(schema.pattern).test(value);
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const fits = (value: string) => stringFits(schema, value);
  if (schema.format === 'email') {
    const pattern = schema.pattern ? new RegExp(schema.pattern) : /@/;
    return fc.oneof(
      fc.emailAddress().filter(fits),
      fc.stringMatching(pattern, { size: 'small' }).filter(fits),
    );
  }
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }).filter(fits);
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, 40);
  return fc
    .oneof(
      fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }),
      fc.string({ minLength, maxLength, unit: 'grapheme' }),
    )
    .filter((value) => fits(value) && (minLength === 0 || value.trim().length > 0));
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min =
    schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + 1
      : (schema.minimum ?? -INT4_MAX);
  const max =
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - 1
      : (schema.maximum ?? INT4_MAX);
  return fc.integer({ min, max });
}

function objectArbitrary(schema: JsonSchema, pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, validValue(value, pools, key)]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** Values that pass the schema; a pooled value stands in for a property of its name 3 times in 4. */
function validValue(schema: JsonSchema, pools: Pools, name?: string): fc.Arbitrary<unknown> {
  const fromSchema = validBySchema(schema, pools);
  const pool = name === undefined ? undefined : pools[name];
  if (!pool?.length) return fromSchema;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...pool) },
    { weight: 1, arbitrary: fromSchema },
  );
}

function validBySchema(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((b) => validValue(b, pools)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: schema.minimum,
        max: schema.maximum,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, pools), { maxLength: 5 });
    case 'object':
      return objectArbitrary(schema, pools);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Numbers written the ways a strict id parser must refuse, and other tricky text. */
const TRICKY_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '+7',
  ' 7 ',
  '07',
  '1.5',
  '1e3',
  '0x10',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[5]',
  'abc',
] as const;

/** Text a client may put where a value is expected, as the carrier can carry it. */
function junkText(carrier: 'query' | 'header'): fc.Arbitrary<string> {
  // Headers carry visible ASCII; a query string any well-formed unicode.
  const unit = carrier === 'header' ? 'grapheme-ascii' : 'grapheme';
  return fc.oneof(
    fc.constantFrom(...TRICKY_TEXT),
    fc.integer().map(String),
    fc.string({ maxLength: 30, unit }),
    ...(carrier === 'query' ? [fc.constantFrom('٣', '१२', '７', '\u0000', '😀')] : []),
  );
}

/** Values of the wrong type or out of range, for a JSON body. */
const junkJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    true,
    false,
    null,
    [5],
    [],
    {},
    '5',
    0,
    -1,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    3_000_000_000,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    ...TRICKY_TEXT,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 60, unit: 'binary' }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A value of the wrong type, shape or range, as the carrier can carry it. */
export function junkValue(carrier: Carrier): fc.Arbitrary<unknown> {
  if (carrier === 'json') return junkJson;
  if (carrier === 'header') return junkText('header');
  // A key written twice in a query string arrives as an array.
  return fc.oneof(
    { weight: 5, arbitrary: junkText('query') },
    { weight: 1, arbitrary: fc.array(junkText('query'), { minLength: 2, maxLength: 3 }) },
  );
}

const EXTRA_KEYS = [
  'id',
  'role',
  'event_id',
  'team_id',
  'user_id',
  '__proto__',
  'constructor',
  'é',
  '',
];

/**
 * An object whose every key may be missing, whose values are junk one time in three, and which
 * may carry extra keys; for any other schema, junk of the carrier.
 */
function damagedValue(schema: JsonSchema, pools: Pools, carrier: Carrier): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((b) => damagedValue(b, pools, carrier)));
  if (schema.type !== 'object') return junkValue(carrier);
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      fc.oneof(
        { weight: 2, arbitrary: validValue(value, pools, key) },
        { weight: 1, arbitrary: junkValue(carrier) },
      ),
    ]),
  );
  const extraKey =
    carrier === 'header'
      ? fc.constantFrom('x-extra', 'selectedbattleid')
      : fc.constantFrom(...EXTRA_KEYS);
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.dictionary(extraKey, junkValue(carrier), { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/**
 * What a client sends for one part of a request: valid 7 times in 10, damaged (keys missing,
 * values junk, extra keys) 2 in 10, and for a JSON body wholly of the wrong shape 1 in 10.
 * Headers and query strings are always objects of text, so they are damaged instead.
 */
export function inputValue(
  schema: JsonSchema,
  pools: Pools,
  carrier: Carrier,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 7, arbitrary: validValue(schema, pools) },
    { weight: 2, arbitrary: damagedValue(schema, pools, carrier) },
    {
      weight: 1,
      arbitrary: carrier === 'json' ? junkJson : damagedValue(schema, pools, carrier),
    },
  );
}
