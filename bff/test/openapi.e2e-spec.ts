// The API's one contract: bff/openapi.json is the document the controllers and DTOs make, and the
// front end's wire types (shell/src/sdk/api-types.gen.ts) are generated from it. A change to the
// API that is not in both fails here; `npm run openapi -w bff` writes them again.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import request from 'supertest';
import { buildOpenApiDocument, OPENAPI_FILE } from '../src/openapi/openapi-document';
import { bootApp, createTestDatabase, TestApp, testConfig } from './helpers';

const WRITE = process.env.OPENAPI_WRITE === '1';
const REFRESH = 'run `npm run openapi -w bff` and commit what it writes';
const API_TYPES_FILE = join(__dirname, '..', '..', 'shell', 'src', 'sdk', 'api-types.gen.ts');
const GENERATED = join(__dirname, '..', 'src', 'openapi', 'generated');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The front end's types for a document, as openapi-typescript writes them. */
function apiTypesFor(documentText: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
  writeFileSync(file, documentText);
  const cli = require.resolve('openapi-typescript/bin/cli.js', { paths: [join(__dirname, '..', '..', 'shell')] });
  return execFileSync(process.execPath, [cli, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** Writes `text` when refreshing, else fails naming the file and the command when they differ. */
function checkOrWrite(file: string, text: string): void {
  if (WRITE) return writeFileSync(file, text);
  const committed = readFileSync(file, 'utf8');
  if (committed === text) return;
  const lines = committed.split('\n');
  const at = text.split('\n').findIndex((line, index) => line !== lines[index]);
  throw new Error(`${file} is not what the code makes (first difference at line ${at + 1}): ${REFRESH}.`);
}

describe('the OpenAPI document', () => {
  let target: TestApp;
  let document: OpenAPIObject;

  beforeAll(async () => {
    execFileSync(process.execPath, [join(__dirname, '..', 'bin', 'openapi-sources.js')], { stdio: 'ignore' });
    target = await bootApp(testConfig(await createTestDatabase()));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const metadata = (require(join(GENERATED, 'metadata')) as { default: () => Promise<Record<string, unknown>> }).default;
    const schemas = JSON.parse(readFileSync(join(GENERATED, 'type-schemas.json'), 'utf8'));
    document = await buildOpenApiDocument(target.app, metadata, schemas);
  }, 300_000);
  afterAll(() => target?.close());

  it('is the committed bff/openapi.json, and the front end types are generated from it', () => {
    const text = `${JSON.stringify(document, null, 2)}\n`;
    checkOrWrite(OPENAPI_FILE, text);
    checkOrWrite(API_TYPES_FILE, apiTypesFor(text));
  }, 60_000);

  it('gives every route an answer: a schema for each JSON, CSV, iCalendar or image body, 204, 304 or a redirect otherwise', () => {
    const undocumented: string[] = [];
    let routes = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        routes += 1;
        const answers = Object.entries(operation.responses).filter(([status]) => /^[23]/.test(status));
        const described =
          answers.length > 0 &&
          answers.every(
            ([status, answer]) =>
              status === '204' ||
              status === '302' ||
              status === '304' ||
              (answer !== undefined &&
                'content' in answer &&
                (answer.content?.['application/json']?.schema ??
                  answer.content?.['text/csv']?.schema ??
                  answer.content?.['text/calendar']?.schema ??
                  answer.content?.['image/jpeg']?.schema)),
          );
        if (!described) undocumented.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undocumented).toEqual([]);
    expect(routes).toBeGreaterThanOrEqual(100);
  });

  it('refers only to schemas it defines', () => {
    const text = JSON.stringify(document);
    const missing = [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]).filter((name) => !document.components?.schemas?.[name]);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('is served to anyone at /api/openapi.json, with Swagger UI at /api/docs', async () => {
    const served = await request(target.app.getHttpServer()).get('/api/openapi.json').expect(200);
    expect(served.headers['content-type']).toMatch(/^application\/json/);
    // (When refreshing, the file changed after the app read it.)
    if (!WRITE) expect(served.text).toBe(readFileSync(OPENAPI_FILE, 'utf8'));
    const page = await request(target.app.getHttpServer()).get('/api/docs').expect(200);
    expect(page.text).toContain('/api/docs/swagger-ui-bundle.js');
    await request(target.app.getHttpServer()).get('/api/docs/start.js').expect(200);
    await request(target.app.getHttpServer()).get('/api/docs/swagger-ui-bundle.js').expect(200);
    await request(target.app.getHttpServer()).get('/api/docs/swagger-ui.css').expect(200);
  });
});
