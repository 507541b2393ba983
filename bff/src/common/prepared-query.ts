// Hot statements as named prepared statements on TypeORM's own pg pool, on a connection
// taken through TypeORM's public QueryRunner (its `connect()` answers the pg client). PostgreSQL
// parses a named statement once per connection and, after a few runs, reuses its plan, so a hot
// read skips the parse and the planning it otherwise pays on every request (a few hundred
// microseconds to milliseconds for a join of laterals), and node-postgres sends only the values.
import type { PoolClient } from 'pg';
import { type DataSource, QueryFailedError } from 'typeorm';

/** A statement's text under a name unique in the app: one name, one text, always. */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

const texts = new Map<string, string>();

/**
 * Declares a prepared statement. A second text under a name already used would make
 * PostgreSQL refuse it on a connection that prepared the first: that is a programming error,
 * caught here when the module loads (or a variant is first built), not under load.
 */
export function prepared(name: string, text: string): PreparedStatement {
  const known = texts.get(name);
  if (known !== undefined && known !== text) throw new Error(`Prepared statement ${name} declared with two texts`);
  texts.set(name, text);
  return { name: `groundwork-${name}`, text };
}

/** Where a statement runs: the app's DataSource, or a repository (or manager) of it. */
export type QuerySource = DataSource | { readonly manager: { readonly connection: DataSource } };

function dataSourceOf(source: QuerySource): DataSource {
  return 'driver' in source ? source : source.manager.connection;
}

/** A PostgreSQL error (it carries a SQLSTATE code and a severity), not a connection failure of node's. */
function isServerError(error: unknown): error is Error {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string' && (error as { severity?: unknown }).severity !== undefined;
}

/**
 * Runs a prepared statement with its values: its rows (or RETURNING rows) and how many rows it
 * changed. A database error becomes TypeORM's QueryFailedError, as from `dataSource.query`, so
 * the error filter and isUniqueViolation treat both alike.
 */
export async function runPreparedChange<Row>(
  source: QuerySource,
  statement: PreparedStatement,
  values: readonly unknown[],
): Promise<{ rows: Row[]; rowCount: number }> {
  // A pool connection for this one statement, as pg's pool.query takes one: the pool drops a
  // connection that broke meanwhile when it comes back.
  const runner = dataSourceOf(source).createQueryRunner('master');
  try {
    const client = (await runner.connect()) as PoolClient;
    const result = await client.query({ name: statement.name, text: statement.text, values: values as unknown[] });
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  } catch (error) {
    throw isServerError(error) ? new QueryFailedError(statement.text, values as unknown[], error) : error;
  } finally {
    await runner.release();
  }
}

/** Runs a prepared read and answers its rows. */
export async function runPrepared<Row>(source: QuerySource, statement: PreparedStatement, values: readonly unknown[]): Promise<Row[]> {
  return (await runPreparedChange<Row>(source, statement, values)).rows;
}
