import type { Role } from '../common/roles';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'notifications' })
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** A person's notification; NULL for a role's (migration 1768600000000-RoleNotifications). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  /** Everyone of this role (who held it when it was made), but `exceptUserId`. */
  @Column({ type: 'enum', enum: ['admin', 'foreman', 'worker', 'client'], enumName: 'user_role', nullable: true })
  audience: Role | null;

  @Column({ name: 'except_user_id', type: 'uuid', nullable: true })
  exceptUserId: string | null;

  /** The title and the message as msg() strings (a catalog key and its arguments), rendered in each reader's language. */
  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'boolean', default: false })
  read: boolean;

  /** What it is about (NotificationSubject): its kind, and its row when it names one. */
  @Column({ name: 'subject_kind', type: 'varchar', length: 30, nullable: true })
  subjectKind: string | null;

  @Column({ name: 'subject_id', type: 'uuid', nullable: true })
  subjectId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
