import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * users.hourly_rate: what an hour of the person's regular time pays, in dollars, exact to the cent
 * (overtime pays 1.5 times it). Null until an admin sets it; only admins ever read it.
 */
export class PayRates1769750000000 implements MigrationInterface {
  name = 'PayRates1769750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN hourly_rate numeric(10,2)`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_hourly_rate_range CHECK (hourly_rate >= 0 AND hourly_rate < 10000)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN hourly_rate`);
  }
}
