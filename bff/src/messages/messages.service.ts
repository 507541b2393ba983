// Direct messages: who may talk to whom (spec 6), pages of a conversation, unread counts, and
// delivery to both people's sockets on every BFF instance.
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { FORBIDDEN_MESSAGE } from '../common/messages';
import { RealtimeService } from '../realtime/realtime.service';
import { User } from '../users/user.entity';
import type { UserSummaryJson } from '../users/user-json';
import { AUDIENCE } from '../users/users.service';
import { DEFAULT_PAGE_SIZE } from './dto/conversation-page.dto';
import type { SendMessageDto } from './dto/send-message.dto';
import { ChannelType, Message } from './message.entity';

export interface MessageJson {
  id: string;
  senderId: string;
  recipientId: string;
  message: string;
  channelType: ChannelType;
  createdAt: Date;
}

export interface ContactJson {
  user: UserSummaryJson;
  /** The newest message of the conversation, its text cut to a preview. */
  lastMessage: { id: string; senderId: string; preview: string; createdAt: Date } | null;
  /** Messages from this person the viewer has not read. */
  unreadCount: number;
}

export const PREVIEW_LENGTH = 120;
/** `new-message` carries at most this much text: NOTIFY payloads stay under 8000 bytes. */
export const PUSHED_TEXT_LENGTH = 500;
export const NOT_IN_AUDIENCE = 'You cannot message this person';

export function toMessageJson(message: Message): MessageJson {
  return {
    id: message.id,
    senderId: message.senderId,
    recipientId: message.recipientId,
    message: message.message,
    channelType: message.channelType,
    createdAt: message.createdAt,
  };
}

/** Spec 6: a client sees only admins, a foreman admins, foremen and workers, the rest everyone; nobody themself. */
export function canMessage(viewer: Pick<User, 'id' | 'role'>, other: Pick<User, 'id' | 'role'>): boolean {
  return viewer.id !== other.id && AUDIENCE[viewer.role].includes(other.role);
}

// The pair of a conversation in the order of the messages_conversation_page index.
const CONVERSATION = `LEAST(m.sender_id, m.recipient_id) = LEAST($1::uuid, $2::uuid)
  AND GREATEST(m.sender_id, m.recipient_id) = GREATEST($1::uuid, $2::uuid)`;

/**
 * A page of a conversation, newest first: $1 and $2 are its two people, $3 the page size, $4 (with
 * a cursor) the id of the oldest message already shown. Served by messages_conversation_page as a
 * backward index range scan that stops after $3 rows, however long the conversation.
 */
export function conversationPageSql(withCursor: boolean): string {
  const olderThan = withCursor ? `AND (m.created_at, m.id) < (SELECT c.created_at, c.id FROM messages c WHERE c.id = $4)` : '';
  return `SELECT m.id, m.sender_id, m.recipient_id, m.message, m.channel_type, m.created_at
            FROM messages m
           WHERE ${CONVERSATION} ${olderThan}
           ORDER BY m.created_at DESC, m.id DESC
           LIMIT $3`;
}

interface MessageRow {
  id: string;
  sender_id: string;
  recipient_id: string;
  message: string;
  channel_type: ChannelType;
  created_at: Date;
}

function rowToJson(row: MessageRow): MessageJson {
  return {
    id: row.id,
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    message: row.message,
    channelType: row.channel_type,
    createdAt: row.created_at,
  };
}

@Injectable()
export class MessagesService {
  constructor(
    @InjectRepository(Message) private readonly messages: Repository<Message>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly realtime: RealtimeService,
  ) {}

  /** Everyone the viewer may message, with the conversation's last message and unread count. */
  async contacts(viewer: User): Promise<ContactJson[]> {
    const rows: Array<{
      id: string;
      first_name: string;
      last_name: string;
      role: User['role'];
      profile_image_url: string | null;
      last_id: string | null;
      last_sender_id: string | null;
      last_preview: string | null;
      last_created_at: Date | null;
      unread_count: number;
    }> = await this.dataSource.query(
      `SELECT u.id, u.first_name, u.last_name, u.role, u.profile_image_url,
              last.id AS last_id, last.sender_id AS last_sender_id, last.preview AS last_preview,
              last.created_at AS last_created_at, COALESCE(unread.count, 0)::int AS unread_count
         FROM users u
         LEFT JOIN LATERAL (
           SELECT m.id, m.sender_id, left(m.message, ${PREVIEW_LENGTH}) AS preview, m.created_at
             FROM messages m
            WHERE ${CONVERSATION.replaceAll('$2', 'u.id')}
            ORDER BY m.created_at DESC, m.id DESC
            LIMIT 1
         ) last ON true
         LEFT JOIN (
           SELECT sender_id, count(*) AS count FROM messages
            WHERE recipient_id = $1 AND read_at IS NULL
            GROUP BY sender_id
         ) unread ON unread.sender_id = u.id
        WHERE u.role = ANY($2::user_role[]) AND u.id <> $1
        ORDER BY last.created_at DESC NULLS LAST, u.first_name, u.last_name, u.id`,
      [viewer.id, AUDIENCE[viewer.role]],
    );
    return rows.map((row) => ({
      user: { id: row.id, firstName: row.first_name, lastName: row.last_name, role: row.role, profileImageUrl: row.profile_image_url },
      lastMessage: row.last_id
        ? { id: row.last_id, senderId: row.last_sender_id as string, preview: row.last_preview as string, createdAt: row.last_created_at as Date }
        : null,
      unreadCount: row.unread_count,
    }));
  }

  /** A page of the conversation with `otherId`, oldest to newest: the newest `limit` before `before`. */
  async conversation(viewer: User, otherId: string, before?: string, limit = DEFAULT_PAGE_SIZE): Promise<MessageJson[]> {
    await this.requireContact(viewer, otherId);
    const params: unknown[] = [viewer.id, otherId, limit];
    if (before) {
      const [cursor]: Array<{ id: string }> = await this.dataSource.query(
        `SELECT m.id FROM messages m WHERE m.id = $3 AND ${CONVERSATION}`,
        [viewer.id, otherId, before],
      );
      if (!cursor) throw new NotFoundException('Message not found');
      params.push(before);
    }
    const rows: MessageRow[] = await this.dataSource.query(conversationPageSql(Boolean(before)), params);
    return rows.reverse().map(rowToJson);
  }

  async send(sender: User, input: SendMessageDto): Promise<MessageJson> {
    const recipient = await this.requireContact(sender, input.recipientId);
    const saved = await this.messages.save(
      this.messages.create({ senderId: sender.id, recipientId: recipient.id, message: input.message, channelType: input.channelType ?? 'direct' }),
    );
    const json = toMessageJson(saved);
    await this.deliver(sender, recipient, json);
    return json;
  }

  /** Marks every message from `otherId` to the viewer read; the viewer's other tabs refresh. */
  async markRead(viewer: User, otherId: string): Promise<{ markedRead: number }> {
    await this.requireContact(viewer, otherId);
    const result = await this.messages
      .createQueryBuilder()
      .update()
      .set({ readAt: () => 'now()' })
      .where('recipient_id = :viewer AND sender_id = :other AND read_at IS NULL', { viewer: viewer.id, other: otherId })
      .execute();
    const markedRead = result.affected ?? 0;
    // `read`: only the counts changed, so the reader's other tabs refresh the list, not the conversation.
    if (markedRead > 0) await this.realtime.toUserQuietly(viewer.id, { type: 'chat', userId: otherId, read: true });
    return { markedRead };
  }

  /** 404 for an unknown user, 403 for someone outside the viewer's audience (spec 6). */
  private async requireContact(viewer: User, otherId: string): Promise<User> {
    // On every page of a conversation: a lean primary-key read of what the rules and delivery use.
    const [row]: Array<{ id: string; role: User['role']; first_name: string; last_name: string }> = await this.dataSource.query(
      `SELECT id, role, first_name, last_name FROM users WHERE id = $1`,
      [otherId],
    );
    if (!row) throw new NotFoundException('User not found');
    const other = Object.assign(new User(), { id: row.id, role: row.role, firstName: row.first_name, lastName: row.last_name });
    if (!canMessage(viewer, other)) throw new ForbiddenException(other.id === viewer.id ? FORBIDDEN_MESSAGE : NOT_IN_AUDIENCE);
    return other;
  }

  /**
   * Both people's open pages refresh (`chat`, naming the other person of the conversation); the
   * recipient also gets `new-message` for a browser notification, unless the sender is outside
   * the recipient's own audience (a worker writing to a client): that conversation is one the
   * recipient cannot open, so it must not ring for them.
   */
  private async deliver(sender: User, recipient: User, message: MessageJson): Promise<void> {
    await this.realtime.toUserQuietly(sender.id, { type: 'chat', userId: recipient.id });
    if (!canMessage(recipient, sender)) return;
    await this.realtime.toUserQuietly(recipient.id, { type: 'chat', userId: sender.id });
    const pushed = { ...message, message: message.message.slice(0, PUSHED_TEXT_LENGTH) };
    await this.realtime.toUserQuietly(recipient.id, {
      type: 'new-message',
      message: pushed,
      senderName: `${sender.firstName} ${sender.lastName}`.trim(),
    });
  }
}
