// A login: the row a session cookie names. Its id is the SHA-256 of the cookie's random token, not
// the token itself, so a copy of this table (a backup, a log of its rows) logs nobody in.
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';

@Entity({ name: 'sessions' })
export class Session {
  /** Hex SHA-256 of the cookie's token (session-cookie.ts). */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** Deleting the account deletes its sessions (and the trigger closes their sockets). */
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Thirty days after the login; reads do not extend it (a read writes nothing). */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
