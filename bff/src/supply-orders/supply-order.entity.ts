import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { VENDORS, type Vendor } from '../vendor-prices/vendor-price.entity';

export const SUPPLY_ORDER_STATUSES = ['pending', 'ordered', 'delivered', 'cancelled'] as const;
export type SupplyOrderStatus = (typeof SUPPLY_ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'processing', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

@Entity({ name: 'supply_orders' })
export class SupplyOrder {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200, array: true })
  items: string[];

  @Column({ type: 'enum', enum: VENDORS, enumName: 'vendor' })
  vendor: Vendor;

  @Column({ name: 'total_cost', type: 'numeric', precision: 12, scale: 2 })
  totalCost: string;

  @Column({ name: 'shipping_address', type: 'varchar', length: 500 })
  shippingAddress: string;

  @Column({ name: 'shipping_city', type: 'varchar', length: 100 })
  shippingCity: string;

  @Column({ name: 'shipping_state', type: 'varchar', length: 50 })
  shippingState: string;

  @Column({ name: 'shipping_zip', type: 'varchar', length: 20 })
  shippingZip: string;

  @Column({ type: 'enum', enum: SUPPLY_ORDER_STATUSES, enumName: 'supply_order_status', default: 'pending' })
  status: SupplyOrderStatus;

  @Column({ name: 'payment_status', type: 'enum', enum: PAYMENT_STATUSES, enumName: 'supply_payment_status', default: 'pending' })
  paymentStatus: PaymentStatus;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** The Stripe PaymentIntent made for this order (reused while it can still be paid). */
  @Column({ name: 'payment_intent_id', type: 'varchar', length: 255, nullable: true })
  paymentIntentId: string | null;

  /** Placed by the server for a daily inventory check's shortages, not by a person. */
  @Column({ type: 'boolean', default: false })
  automatic: boolean;

  /** The job site the materials are for (its costs count them); null when the order names none. */
  @Column({ name: 'job_site_id', type: 'uuid', nullable: true })
  jobSiteId: string | null;

  @Column({ name: 'created_by_id', type: 'uuid', nullable: true })
  createdById: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
