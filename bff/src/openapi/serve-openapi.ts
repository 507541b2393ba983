// Serves the committed OpenAPI document at /api/openapi.json and Swagger UI at /api/docs, public in
// every environment: the document holds no data, only the API the shipped front end already calls
// (every route keeps its own guard), and a team building a remote against a deployed environment
// reads the contract of that environment there. The page loads its script from a file, so the
// app's Content-Security-Policy (script-src 'self') holds for it too.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { OPENAPI_FILE } from './openapi-document';

const DOCS = '/api/docs';
/** Swagger UI's built files (the swagger-ui-dist package). */
const SWAGGER_UI_FILES = dirname(require.resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Groundwork API</title>
<link rel="stylesheet" href="${DOCS}/swagger-ui.css">
<link rel="icon" type="image/png" href="${DOCS}/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS}/swagger-ui-bundle.js"></script>
<script src="${DOCS}/start.js"></script>
</body>
</html>
`;

// Tags start collapsed (docExpansion 'none'): with every operation listed open, Swagger UI 5 stopped
// drawing them after the first few once the API passed ~130 operations, leaving the rest blank.
const START = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, docExpansion: 'none' });\n`;

export async function serveOpenApi(fastify: FastifyInstance): Promise<void> {
  const document = readFileSync(OPENAPI_FILE, 'utf8');
  fastify.get('/api/openapi.json', (_request, reply) => reply.type('application/json; charset=utf-8').send(document));
  fastify.get(DOCS, (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  fastify.get(`${DOCS}/start.js`, (_request, reply) => reply.type('text/javascript; charset=utf-8').send(START));
  await fastify.register(fastifyStatic, { root: SWAGGER_UI_FILES, prefix: `${DOCS}/`, decorateReply: false, index: false });
}
