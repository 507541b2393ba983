import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Supply orders and the automatic reorder ledger. The database guarantees what
 * concurrent requests could otherwise break: an order always has items, a shipping address and a
 * total; `paid` goes with a payment time; one PaymentIntent pays one order; and an item is
 * reordered automatically at most once per inventory date.
 */
export class SupplyOrders1767500000000 implements MigrationInterface {
  name = 'SupplyOrders1767500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE supply_order_status AS ENUM ('pending', 'ordered', 'delivered', 'cancelled')`);
    await q.query(`CREATE TYPE supply_payment_status AS ENUM ('pending', 'processing', 'paid', 'failed')`);
    await q.query(`
      CREATE TABLE supply_orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        items varchar(200)[] NOT NULL CHECK (cardinality(items) BETWEEN 1 AND 100),
        vendor vendor NOT NULL,
        total_cost numeric(12,2) NOT NULL CHECK (total_cost >= 0),
        shipping_address varchar(500) NOT NULL CHECK (length(btrim(shipping_address)) > 0),
        shipping_city varchar(100) NOT NULL CHECK (length(btrim(shipping_city)) > 0),
        shipping_state varchar(50) NOT NULL CHECK (length(btrim(shipping_state)) > 0),
        shipping_zip varchar(20) NOT NULL CHECK (length(btrim(shipping_zip)) > 0),
        status supply_order_status NOT NULL DEFAULT 'pending',
        payment_status supply_payment_status NOT NULL DEFAULT 'pending',
        paid_at timestamptz,
        payment_intent_id varchar(255),
        automatic boolean NOT NULL DEFAULT false,
        created_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((payment_status = 'paid') = (paid_at IS NOT NULL))
      )`);
    // Recent Orders: newest first, bounded.
    await q.query(`CREATE INDEX supply_orders_recent ON supply_orders (created_at DESC, id)`);
    // The Pending stat.
    await q.query(`CREATE INDEX supply_orders_pending ON supply_orders (status) WHERE status = 'pending'`);
    await q.query(`CREATE UNIQUE INDEX supply_orders_payment_intent_unique ON supply_orders (payment_intent_id) WHERE payment_intent_id IS NOT NULL`);

    // One row per item reordered automatically for one inventory date: several shortage reports of
    // a day for the same item make one order, even when they arrive at the same moment.
    await q.query(`
      CREATE TABLE automatic_reorder_items (
        inventory_date date NOT NULL,
        item_name varchar(200) NOT NULL,
        supply_order_id uuid NOT NULL REFERENCES supply_orders(id) ON DELETE CASCADE,
        CONSTRAINT automatic_reorder_items_once_a_day PRIMARY KEY (inventory_date, item_name)
      )`);
    await q.query(`CREATE INDEX automatic_reorder_items_order ON automatic_reorder_items (supply_order_id)`);
    // Shortage lines are matched to priced items ignoring case.
    await q.query(`CREATE INDEX vendor_prices_item_name_lower ON vendor_prices (lower(item_name))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS vendor_prices_item_name_lower`);
    await q.query(`DROP TABLE IF EXISTS automatic_reorder_items`);
    await q.query(`DROP TABLE IF EXISTS supply_orders`);
    await q.query(`DROP TYPE IF EXISTS supply_payment_status`);
    await q.query(`DROP TYPE IF EXISTS supply_order_status`);
  }
}
