import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

export const APPOINTMENT_REQUEST_TYPES = ['appointment', 'callback'] as const;
export type AppointmentRequestType = (typeof APPOINTMENT_REQUEST_TYPES)[number];

/** New requests are pending; an admin confirms one (with a date) or declines it, once. */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

@Entity({ name: 'appointment_requests' })
export class AppointmentRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'client_id', type: 'uuid' })
  clientId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: User;

  @Column({ name: 'request_type', type: 'enum', enum: APPOINTMENT_REQUEST_TYPES, enumName: 'appointment_request_type' })
  requestType: AppointmentRequestType;

  @Column({ name: 'phone_number', type: 'varchar', length: 40 })
  phoneNumber: string;

  @Column({ type: 'varchar', length: 2000 })
  description: string;

  @Column({ name: 'preferred_date', type: 'date', nullable: true })
  preferredDate: string | null;

  @Column({ name: 'preferred_time', type: 'time', nullable: true })
  preferredTime: string | null;

  @Column({ type: 'enum', enum: APPOINTMENT_STATUSES, enumName: 'appointment_status', default: 'pending' })
  status: AppointmentStatus;

  @Column({ name: 'scheduled_date', type: 'timestamptz', nullable: true })
  scheduledDate: Date | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  notes: string | null;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
