// The data source for the TypeORM CLI (`typeorm migration:run -d dist/database/data-source.js`).
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

export default new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? 'postgres://localhost/groundwork'));
