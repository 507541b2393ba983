import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Supply orders carry quantities: a line per item with its quantity and the unit price it was
 * ordered at (the order's total is the sum of quantity x unit price, computed by the server).
 * Existing orders get a line of 1 per item: a one-item order at its total, otherwise at the
 * vendor's current price (0 when the price is gone), so old orders keep their stored total.
 */
export class SupplyOrderLines1768724000000 implements MigrationInterface {
  name = 'SupplyOrderLines1768724000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE supply_order_lines (
        supply_order_id uuid NOT NULL REFERENCES supply_orders(id) ON DELETE CASCADE,
        item_name varchar(200) NOT NULL,
        position smallint NOT NULL CHECK (position >= 0),
        quantity integer NOT NULL CHECK (quantity > 0),
        unit_price numeric(12,2) NOT NULL CHECK (unit_price >= 0),
        CONSTRAINT supply_order_lines_item_once PRIMARY KEY (supply_order_id, item_name)
      )`);
    await q.query(`
      INSERT INTO supply_order_lines (supply_order_id, item_name, position, quantity, unit_price)
      SELECT o.id, line.item, line.ordinality - 1, 1,
             CASE WHEN cardinality(o.items) = 1 THEN o.total_cost ELSE COALESCE(price.price, 0) END
        FROM supply_orders o
        CROSS JOIN LATERAL unnest(o.items) WITH ORDINALITY AS line(item, ordinality)
        LEFT JOIN vendor_prices price ON price.vendor = o.vendor AND price.item_name = line.item
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS supply_order_lines`);
  }
}
