import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const CHANNEL_TYPES = ['direct'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

@Entity({ name: 'messages' })
export class Message {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'sender_id', type: 'uuid' })
  senderId: string;

  @Column({ name: 'recipient_id', type: 'uuid' })
  recipientId: string;

  /** Stored as sent (trimmed), never as HTML. */
  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'channel_type', type: 'enum', enum: CHANNEL_TYPES, enumName: 'message_channel', default: 'direct' })
  channelType: ChannelType;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
