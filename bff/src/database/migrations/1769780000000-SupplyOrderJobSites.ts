import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * supply_orders.job_site_id: the job site an order's materials are for (optional), so a site's
 * costs count its materials. A site is never deleted while it has history, but should one go, its
 * orders stay and name no site.
 */
export class SupplyOrderJobSites1769780000000 implements MigrationInterface {
  name = 'SupplyOrderJobSites1769780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE supply_orders ADD COLUMN job_site_id uuid REFERENCES job_sites(id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX supply_orders_job_site ON supply_orders (job_site_id) WHERE job_site_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE supply_orders DROP COLUMN job_site_id`);
  }
}
