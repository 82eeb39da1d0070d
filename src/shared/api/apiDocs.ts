/**
 * The machine-readable API: an OpenAPI 3.1 document built from these same contracts, and a
 * readable reference of it (Swagger UI, served from this origin).
 */
import { z } from 'zod';
import { defineRoute, isPublic } from './contract';

/** An OpenAPI document: its version and its paths; the rest is OpenAPI's own schema. */
export const openApiResponse = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export const openApiRoute = defineRoute({
  method: 'GET',
  path: '/api/openapi.json',
  summary:
    'The OpenAPI 3.1 document of every route, built from the route contracts: method, path, headers, query, body, every status with its schema, and who may call it (`x-access`).',
  addition: true,
  access: isPublic,
  response: openApiResponse,
});

export const apiDocsRoute = defineRoute({
  method: 'GET',
  path: '/api/docs',
  summary:
    'A readable reference of the OpenAPI document (an HTML page; its scripts come from this origin).',
  addition: true,
  access: isPublic,
  answerType: 'text/html',
  response: z.string(),
});
