import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A person's daily inventory check: at most one per user per day (a unique index says so). */
@Entity({ name: 'daily_inventory_checks' })
export class DailyInventoryCheck {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'jsonb' })
  items: Record<string, boolean>;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  shortages: string[];

  @Column({ type: 'boolean', default: true })
  completed: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
