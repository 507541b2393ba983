import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from '../i18n/language';
import type { Role } from '../common/roles';

/** A person an admin invited; pending until accepted or revoked (migration 1768730000000-Invitations). */
@Entity({ name: 'invitations' })
export class Invitation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ name: 'phone_number', type: 'varchar', length: 40 })
  phoneNumber: string;

  @Column({ type: 'enum', enum: ['admin', 'foreman', 'worker', 'client'], enumName: 'user_role' })
  role: Role;

  /** The language of the invitation email (the inviter's choice), and the new member's first one. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  /** sha256 of the link's token, hex: the token itself is only in the email. */
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'invited_by', type: 'uuid', nullable: true })
  invitedBy: string | null;

  @Column({ name: 'accepted_user_id', type: 'uuid', nullable: true })
  acceptedUserId: string | null;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
