/**
 * docs/api.md, generated from the route contracts (src/shared/api): every route with who may
 * call it, its inputs, its answer, every status it can give and its rate limits.
 * `npm run docs:api` writes the file; a unit test fails when the committed file is stale.
 */
import { z } from 'zod';
import type { RouteAccess, RouteContract } from '../src/shared/api/contract';
import { statusesOf } from '../src/shared/api/contract';
import { ROUTES_BY_AREA } from '../src/shared/api/routes';
import { RATE_LIMITS, type RateLimit } from '../src/shared/rateLimits';
import { ACCESS_MATRIX_TEXT, CALLER_MEANING, CALLERS } from '../src/shared/api/accessMatrix';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  additionalProperties?: unknown;
};

/** A compact, TypeScript-like notation of a JSON schema. */
function shape(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(shape).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'object' && schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties).map(
      ([key, value]) => `${key}${required.has(key) ? '' : '?'}: ${shape(value)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  if (type === 'array') return `${wrap(shape(schema.items ?? {}))}[]`;
  if (type === 'string') return `string${stringDetail(schema)}`;
  if (type === 'integer' || type === 'number') return `${type}${rangeDetail(schema)}`;
  return type ?? 'any';
}

const wrap = (text: string) => (text.includes(' | ') ? `(${text})` : text);

function stringDetail(schema: JsonSchema): string {
  if (schema.format === 'date-time') return ' (ISO 8601)';
  if (schema.format === 'date') return ' (YYYY-MM-DD)';
  if (schema.format === 'email') return ' (e-mail)';
  if (schema.pattern === '^[1-9][0-9]{0,9}$') return ' (id as digits)';
  const length =
    schema.minLength !== undefined || schema.maxLength !== undefined
      ? ` (${schema.minLength ?? 0}–${schema.maxLength ?? '∞'} chars)`
      : '';
  return length;
}

function rangeDetail(schema: JsonSchema): string {
  if (schema.minimum === undefined && schema.maximum === undefined) return '';
  return ` ${schema.minimum ?? '…'}–${schema.maximum ?? '…'}`;
}

function shapeOf(schema: z.ZodType, io: 'input' | 'output'): string {
  return shape(z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema);
}

function accessText(access: RouteAccess): string {
  if (access === 'public') return 'anyone';
  const who = access.roles ? `signed in as ${access.roles.join(', ')}` : 'signed in';
  const needs = access.needs?.length ? ` with ${access.needs.join(', ')} chosen` : '';
  return who + needs;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'the answer above',
  400: 'bad input: `{ message, fields }`, or `Malformed JSON body`',
  401: 'not signed in (`Unauthorized`), or the session ended (`sessionExpired`)',
  403: '',
  404: '',
  409: '',
  413: 'the body is over 1 MiB',
  415: 'the body is not JSON',
  503: '',
};

function statusLines(contract: RouteContract): string[] {
  return statusesOf(contract).map((status) => {
    if (status === 429) return `  - 429: ${tooManyText(contract)}`;
    const keys = contract.refusals?.[status as keyof NonNullable<RouteContract['refusals']>];
    const declared = keys?.map((k) => `\`${k}\``).join(', ');
    let text = STATUS_TEXT[status] ?? '';
    if (status === 403 && contract.access !== 'public') {
      const implied = [
        ...(contract.access.roles ? ['`roleNotAllowed`'] : []),
        ...(contract.access.roles || contract.access.needs?.length
          ? ['`selectionMissing` + `redirect`']
          : []),
      ];
      text = [...implied, ...(keys ?? []).map((k) => `\`${k}\``)].join(', ');
    } else if (declared) {
      text = status === 400 ? `${text}; ${declared}` : declared;
    }
    return `  - ${status}: ${text}`;
  });
}

/** The keys of a route's 429: its limits' own (else `tooManyRequests`) and declared ones. */
function tooManyText(contract: RouteContract): string {
  const keys = new Set([
    ...(contract.rateLimits ?? []).map(
      (rule) => (RATE_LIMITS[rule.limit] as RateLimit).message ?? 'tooManyRequests',
    ),
    ...(contract.refusals?.[429] ?? []),
  ]);
  return `${[...keys].map((k) => `\`${k}\``).join(', ')}, with \`Retry-After\``;
}

function routeSection(contract: RouteContract): string {
  const lines = [
    `### ${contract.method} ${contract.path}${contract.addition ? ' (addition to product.md §7)' : ''}`,
    '',
    contract.summary,
    '',
    `- Who: ${accessText(contract.access)}`,
  ];
  if (contract.headers) lines.push(`- Headers: \`${shapeOf(contract.headers, 'input')}\``);
  if (contract.query) lines.push(`- Query: \`${shapeOf(contract.query, 'input')}\``);
  if (contract.body) lines.push(`- Body: \`${shapeOf(contract.body, 'input')}\``);
  lines.push(
    contract.answerType
      ? `- Answer: \`${contract.answerType}\` text, not JSON (refusals are JSON as everywhere)`
      : `- Answer: \`${shapeOf(contract.response, 'output')}\``,
  );
  if (contract.rateLimits?.length) {
    const limits = contract.rateLimits.map((rule) => {
      const { max, windowMs } = RATE_LIMITS[rule.limit];
      const counted = rule.count === 'failures' ? 'failed attempts' : 'attempts';
      const spared = rule.sparesFreshAddresses ? ', then only from addresses that failed' : '';
      return `${max} ${counted} per ${rule.by.join(' and ')} per ${windowMs / 60_000} min${spared}`;
    });
    lines.push(`- Rate limits: ${limits.join('; ')}`);
  }
  lines.push('- Statuses:', ...statusLines(contract), '');
  return lines.join('\n');
}

export function renderApiDocs(): string {
  const parts = [
    '# API',
    '',
    '<!-- Generated from src/shared/api by `npm run docs:api`; do not edit by hand. -->',
    '',
    'Every call is under `/api` and takes and returns JSON, except the calendar feed, which',
    'answers iCalendar text. Errors are `{ "message": "<key>" }` (bad input adds',
    '`fields: { name: key }`); messages are stable keys the web app translates.',
    'Paths and field names follow product.md §7 and §3. Ids chosen on another screen travel as request',
    'headers named after their session-storage keys (HTTP lower-cases them), written as digits;',
    'ids in a JSON body are JSON integers. A route that needs a selection the session lacks',
    'answers 403 `{ message: "selectionMissing", redirect }` with the selection screen to open.',
    '',
  ];
  for (const [area, routes] of Object.entries(ROUTES_BY_AREA)) {
    parts.push(`## ${area}`, '', ...routes.map(routeSection));
  }
  parts.push(
    '## Who may call what',
    '',
    'The table of src/shared/api/accessMatrix.ts, which tests/api/authorization.test.ts proves',
    'cell by cell: 200 allowed, 401 not signed in, 403 role refused (`roleNotAllowed`), sel a',
    'selection missing (403 `selectionMissing` with the screen to open). The callers:',
    '',
    ...CALLERS.map((caller) => `- ${caller}: ${CALLER_MEANING[caller]}`),
    '',
    ACCESS_MATRIX_TEXT.trim(),
    '',
  );
  return `${parts.join('\n').trimEnd()}\n`;
}
