// The API's OpenAPI document: the routes, parameters and request bodies as @nestjs/swagger reads
// them from the controllers and DTOs (with the CLI plugin's metadata: DTO properties, validation
// rules, doc comments), and the answers' schemas made from ResponseTypes.
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { IDEMPOTENCY_EXEMPT_ROUTES } from '../idempotency/idempotency.service';
import { IDEMPOTENCY_KEY_SHAPE_TEXT } from '../idempotency/request-fingerprint';

/** The committed document (`npm run openapi -w bff` writes it; the BFF's tests check it). */
export const OPENAPI_FILE = join(__dirname, '..', '..', 'openapi.json');

type Schemas = NonNullable<OpenAPIObject['components']>['schemas'];

function sortedKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Builds the document from the app's controllers. `pluginMetadata` is the CLI plugin's generated
 * metadata function; `responseSchemas` the JSON schemas of ResponseTypes (both written by
 * bin/openapi-sources.js).
 */
export async function buildOpenApiDocument(
  app: INestApplication,
  pluginMetadata: () => Promise<Record<string, unknown>>,
  responseSchemas: Schemas,
): Promise<OpenAPIObject> {
  await SwaggerModule.loadPluginMetadata(pluginMetadata);
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Groundwork API')
    .setDescription('The BFF behind the Groundwork app. Every route but login, registration and the public reads needs the session cookie.')
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE)
    .build();
  const document = SwaggerModule.createDocument(app, config);
  withIdempotencyKey(document);
  const schemas = { ...document.components?.schemas, ...responseSchemas };
  return { ...document, components: { ...document.components, schemas: sortedKeys(schemas ?? {}) } };
}

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

/** Every write (but the routes that start a session) takes the optional Idempotency-Key header (src/idempotency). */
function withIdempotencyKey(document: OpenAPIObject): void {
  document.components = {
    ...document.components,
    parameters: {
      ...document.components?.parameters,
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'The id the client gave this write (a UUID). A repeat by the same person of the same request answers the first answer ' +
          '(with `Idempotent-Replayed: true`) and does nothing again; the same key with another request: 422; while the first still runs: 409 with `Retry-After: 1`. Kept 7 days.',
        schema: { type: 'string', pattern: IDEMPOTENCY_KEY_SHAPE_TEXT, minLength: 8, maxLength: 255 },
      },
    },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    if (IDEMPOTENCY_EXEMPT_ROUTES.has(path)) continue;
    for (const method of WRITE_METHODS) {
      const operation = item[method];
      if (operation) operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
    }
  }
}
