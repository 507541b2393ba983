// The data source for the TypeORM CLI (`typeorm migration:run -d dist/database/data-source.js`),
// with every entity of the source tree found by its file name (the app registers them per module).
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

export default new DataSource({
  ...dataSourceOptions(process.env.DATABASE_URL ?? 'postgres://localhost/groundwork'),
  entities: [join(__dirname, '..', '**', '*.entity.{js,ts}')],
});
