import { CreateDateColumn, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** A person's private calendar address: its token is the feed's only key (unique: calendar_feeds_token_key). */
@Entity({ name: 'calendar_feeds' })
export class CalendarFeed {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** 32 random bytes, base64url: replaced (never reused) when the person asks for a new address. */
  @Column({ type: 'text' })
  token: string;

  /** When this address was made. */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
