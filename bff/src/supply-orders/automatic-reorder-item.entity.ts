import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An item reordered automatically for one inventory date (at most once: the primary key). */
@Entity({ name: 'automatic_reorder_items' })
export class AutomaticReorderItem {
  @PrimaryColumn({ name: 'inventory_date', type: 'date' })
  inventoryDate: string;

  @PrimaryColumn({ name: 'item_name', type: 'varchar', length: 200 })
  itemName: string;

  @Column({ name: 'supply_order_id', type: 'uuid' })
  supplyOrderId: string;
}
