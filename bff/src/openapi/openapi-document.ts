// The API's OpenAPI document: the routes, parameters and request bodies as @nestjs/swagger reads
// them from the controllers and DTOs (with the CLI plugin's metadata: DTO properties, validation
// rules, doc comments), and the answers' schemas made from ResponseTypes.
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

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
  const schemas = { ...document.components?.schemas, ...responseSchemas };
  return { ...document, components: { ...document.components, schemas: sortedKeys(schemas ?? {}) } };
}
