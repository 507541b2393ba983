// Writes what the OpenAPI document is built from, into bff/src/openapi/generated/ (not committed):
// - metadata.ts: the @nestjs/swagger CLI plugin's metadata (DTO properties and their validation
//   rules, doc comments as summaries), made with @nestjs/cli's PluginMetadataGenerator, the plugin's
//   way for builds that do not run it inside tsc (this one compiles with tsc, its tests with swc);
// - type-schemas.json: a JSON schema per ResponseTypes and RequestParts entry
//   (src/openapi/response-types.ts), made by ts-json-schema-generator from the BFF's own types.
// Used by test/openapi.e2e-spec.ts, which builds the document and compares it with bff/openapi.json.
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { PluginMetadataGenerator } = require('@nestjs/cli/lib/compiler/plugins/plugin-metadata-generator');
const { ReadonlyVisitor } = require('@nestjs/swagger/plugin');
const { createGenerator } = require('ts-json-schema-generator');

const root = join(__dirname, '..');
process.chdir(root); // the generator reads tsconfigPath from the working directory
const out = join(root, 'src/openapi/generated');
mkdirSync(out, { recursive: true });

new PluginMetadataGenerator().generate({
  visitors: [new ReadonlyVisitor({ introspectComments: true, classValidatorShim: true, pathToSource: out })],
  outputDir: out,
  watch: false,
  tsconfigPath: 'tsconfig.build.json',
  printDiagnostics: false,
});

const generator = createGenerator({
  path: join(root, 'src/openapi/response-types.ts'),
  tsconfig: join(root, 'tsconfig.build.json'),
  expose: 'export',
  topRef: true,
  jsDoc: 'extended',
  skipTypeCheck: true,
  additionalProperties: false,
});

// Each entry of ResponseTypes and RequestParts is one schema under its own name; the types they
// share (a person's name, a job site) are schemas too. OpenAPI refers to them under
// components/schemas.
const schemas = {};
for (const listing of ['ResponseTypes', 'RequestParts']) {
  const definitions = generator.createSchema(listing).definitions;
  for (const [name, definition] of Object.entries(definitions)) if (name !== listing) schemas[name] = definition;
  for (const [name, entry] of Object.entries(definitions[listing].properties))
    schemas[name] = entry.$ref === `#/definitions/${name}` ? definitions[name] : entry;
}
const text = JSON.stringify(schemas, null, 2).replaceAll('"#/definitions/', '"#/components/schemas/');
writeFileSync(join(out, 'type-schemas.json'), `${text}\n`);
