/**
 * GET /api/openapi.json (the document, built once per process) and GET /api/docs (Swagger UI
 * over it). The reference page's script, styles and start-up script are files of this origin
 * (under /api-docs/), so it runs under the app's document policy (script-src 'self'); nothing
 * loads from elsewhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { FastifyPluginAsync } from 'fastify';
import { apiDocsRoute, openApiRoute } from '../../shared/api/apiDocs';
import { route } from '../http/route';
import { sharedAnswer } from '../http/responses';
import { setPageHeaders } from '../http/securityHeaders';
import { openApiDocument, type OpenApiDocument } from './openapi';

const require = createRequire(import.meta.url);

/** Outside /api, where every route is a contract: the page's files are not API routes. */
const ASSET_PREFIX = '/api-docs/';

/** The reference's files, read from swagger-ui-dist on first use and kept. */
const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;
type AssetName = keyof typeof ASSETS;

const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${openApiRoute.path}',
    dom_id: '#docs',
    // Deep links put a link inside each route's toggle button (nested controls): off.
    deepLinking: false,
    filter: true,
    // Plain example blocks: the highlighter's colours fall below contrast on its dark ground.
    syntaxHighlight: false,
    validatorUrl: null,
    tryItOutEnabled: false,
  });
});
`;

/**
 * Swagger UI's pale method badges, version stamps and links fall below WCAG AA contrast on white
 * (axe, in e2e/apiDocs.spec.ts): the same hues, darkened to 4.5:1 or more.
 */
const CONTRAST_CSS = `.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1f64a8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1b6e47; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4f00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b3261e; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #1b6e60; }
.swagger-ui .info .title small { background: #4f5661; }
.swagger-ui .info .title small.version-stamp { background: #3b6600; }
.swagger-ui .info .url, .swagger-ui .info a, .swagger-ui a.nostyle { color: #1f5aa0; }
.swagger-ui .btn.authorize { color: #1b6e47; border-color: #1b6e47; }
.swagger-ui .btn.authorize svg { fill: #1b6e47; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #505050; }
.swagger-ui .parameter__in, .swagger-ui .parameter__type { color: #555; }
.swagger-ui .highlight-code > .microlight, .swagger-ui .highlight-code pre {
  white-space: pre-wrap !important; word-break: break-word; overflow: visible !important;
  max-height: none !important;
}
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Battle Events API</title>
<link rel="stylesheet" href="/api-docs/swagger-ui.css">
<link rel="stylesheet" href="/api-docs/contrast.css">
</head>
<body>
<div id="docs"></div>
<script src="/api-docs/swagger-ui-bundle.js"></script>
<script src="/api-docs/start.js"></script>
</body>
</html>
`;

function assetDir(): string {
  return path.dirname(require.resolve('swagger-ui-dist/package.json'));
}

function packageVersion(): string {
  try {
    return (require('../../../package.json') as { version: string }).version;
  } catch {
    return '1.0.0';
  }
}

export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  let document: OpenApiDocument | undefined;
  route(
    app,
    openApiRoute,
    async () => (document ??= sharedAnswer(openApiDocument(packageVersion()))),
  );

  route(app, apiDocsRoute, async (req, reply) => {
    setPageHeaders(req, reply);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return PAGE;
  });

  const files = new Map<AssetName, Buffer>();
  for (const name of Object.keys(ASSETS) as AssetName[]) {
    app.get(`${ASSET_PREFIX}${name}`, async (_req, reply) => {
      let bytes = files.get(name);
      if (!bytes) {
        bytes = await fs.promises.readFile(path.join(assetDir(), name));
        files.set(name, bytes);
      }
      return reply.type(ASSETS[name]).header('cache-control', 'public, max-age=3600').send(bytes);
    });
  }
  app.get(`${ASSET_PREFIX}contrast.css`, async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(CONTRAST_CSS),
  );
  app.get(`${ASSET_PREFIX}start.js`, async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(START_SCRIPT),
  );
};
