import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One item of a supply order: how many, at the vendor's unit price when the order was placed. */
@Entity({ name: 'supply_order_lines' })
export class SupplyOrderLine {
  @PrimaryColumn({ name: 'supply_order_id', type: 'uuid' })
  supplyOrderId: string;

  @PrimaryColumn({ name: 'item_name', type: 'varchar', length: 200 })
  itemName: string;

  /** The line's place in the order (the order's `items` in the same order). */
  @Column({ type: 'smallint' })
  position: number;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({ name: 'unit_price', type: 'numeric', precision: 12, scale: 2 })
  unitPrice: string;
}
