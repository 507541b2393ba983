// The demo seed's writes: plain inserts of the seed's rows (in the seed's transaction), and the
// checks of whether a company is there already.
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { User } from '../../users/user.entity';

export class DemoSeedRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Seeds and registrations take turns: the seed cannot land beside a first account made at once. */
  async lockRegistrations(): Promise<void> {
    // Raw SQL: a transaction lock is a function call on no table, which QueryBuilder cannot select.
    await this.manager.query(`SELECT pg_advisory_xact_lock(hashtext('groundwork:register'))`);
  }

  async hasUsers(): Promise<boolean> {
    return this.manager.exists(User);
  }

  /** Inserts the rows and answers their ids, in order. */
  async insert<Entity extends ObjectLiteral>(entity: EntityTarget<Entity>, rows: QueryDeepPartialEntity<Entity>[]): Promise<string[]> {
    const { identifiers } = await this.manager.insert(entity, rows);
    return identifiers.map((identifier) => identifier.id as string);
  }
}

/** True while the account of `email` exists, whatever its case. */
export function accountExists(dataSource: DataSource, email: string): Promise<boolean> {
  return dataSource.getRepository(User).createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getExists();
}
