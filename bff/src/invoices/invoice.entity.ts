import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { JobSite } from '../job-sites/job-site.entity';
import { User } from '../users/user.entity';

// void: cancelled by an admin; counts in no total.
export const INVOICE_STATUSES = ['unpaid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

@Entity({ name: 'invoices' })
export class Invoice {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'invoice_number', type: 'varchar', length: 50 })
  invoiceNumber: string;

  @Column({ name: 'client_id', type: 'uuid' })
  clientId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: User;

  @Column({ name: 'job_site_id', type: 'uuid', nullable: true })
  jobSiteId: string | null;

  @ManyToOne(() => JobSite, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'job_site_id' })
  jobSite?: JobSite | null;

  @Column({ type: 'varchar', length: 2000 })
  description: string;

  @Column({ name: 'due_date', type: 'date' })
  dueDate: string;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  amount: string;

  @Column({ type: 'enum', enum: INVOICE_STATUSES, enumName: 'invoice_status', default: 'unpaid' })
  status: InvoiceStatus;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** The Stripe PaymentIntent that paid it (null when unpaid or marked paid by hand). */
  @Column({ name: 'payment_intent_id', type: 'varchar', length: 255, nullable: true })
  paymentIntentId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
