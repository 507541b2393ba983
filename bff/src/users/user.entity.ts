import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role } from '../common/roles';
import type { Language } from '../i18n/language';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'phone_number', type: 'varchar', length: 40 })
  phoneNumber: string;

  @Column({ type: 'enum', enum: ['admin', 'foreman', 'worker', 'client'], enumName: 'user_role' })
  role: Role;

  @Column({ name: 'profile_image_url', type: 'varchar', length: 2048, nullable: true })
  profileImageUrl: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: true })
  passwordHash: string;

  /** Since when the user holds `role`: they see the role's notifications from then on. */
  @Column({ name: 'role_since', type: 'timestamptz', default: () => 'now()' })
  roleSince: Date;

  /** The person's language ('en' | 'es'): what the server answers and sends them in, on every device. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  /** Dollars per regular hour, exact (a decimal string), or null until an admin sets it. Admins only. */
  @Column({ name: 'hourly_rate', type: 'numeric', precision: 10, scale: 2, nullable: true, select: false })
  hourlyRate?: string | null;

  /** When an admin deactivated the member (they cannot log in; their history stays), or null. */
  @Column({ name: 'deactivated_at', type: 'timestamptz', nullable: true })
  deactivatedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
