import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const VENDORS = ['menards', 'lowes'] as const;
export type Vendor = (typeof VENDORS)[number];

@Entity({ name: 'vendor_prices' })
export class VendorPrice {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'item_name', type: 'varchar', length: 200 })
  itemName: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  sku: string | null;

  @Column({ type: 'enum', enum: VENDORS, enumName: 'vendor' })
  vendor: Vendor;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  price: string;

  @Column({ name: 'in_stock', type: 'boolean', default: true })
  inStock: boolean;

  @Column({ name: 'last_updated', type: 'timestamptz', default: () => 'now()' })
  lastUpdated: Date;
}
