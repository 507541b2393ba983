// The chat's queries and their JSON: unread counts, the contact list's pages, a conversation's
// pages, a new message (stored with its recipient's audience check) and mark-read. The audience
// rule itself is MessagesService's: it passes the roles a person may write to.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { QUIET_CTE } from '../answers/answers.service';
import { containsPattern } from '../common/paging';
import type { Role } from '../common/roles';
import { User } from '../users/user.entity';
import type { UserSummaryJson } from '../users/user-json';
import { sentMessageTags } from './chat-answers';
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

/** Which contacts a page holds: of `roles`, named containing `search`, after the contact `after`, `limit` at most. */
export interface ContactsFilter {
  roles: readonly Role[];
  search?: string;
  after?: string;
  limit: number;
}

/** A conversation's page and what its rules need: the other person's role (null when no such person) and whether the cursor is of this conversation. */
export interface ConversationPage {
  otherRole: Role | null;
  cursorFound: boolean;
  messages: MessageJson[];
}

/** A message to store, from `sender` to `recipientId`, if the recipient is of `audience` (and active, and not the sender). */
export interface NewMessage {
  senderId: string;
  recipientId: string;
  message: string;
  channelType: ChannelType;
  audience: readonly Role[];
}

/**
 * The outcome of storing a message: no recipient (unknown), or the recipient and, when allowed,
 * the stored message's id and time with the answer-cache tags its quiet statement left to publish.
 */
export type StoredMessage = null | { recipient: Pick<User, 'id' | 'role'>; sent: { id: string; createdAt: Date; answerTags: string[] } | null };

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

/**
 * Raw SQL: the other person's role, whether the cursor belongs to this conversation and the page
 * in one round trip, the page joined LATERAL, which QueryBuilder cannot join.
 */
function conversationSql(withCursor: boolean): string {
  return `SELECT u.role AS other_role,
                 ${withCursor ? `EXISTS (SELECT 1 FROM messages m WHERE m.id = $4 AND ${CONVERSATION})` : 'NULL'} AS cursor_found,
                 page.*
            FROM users u
            LEFT JOIN LATERAL (${conversationPageSql(withCursor)}) page ON true
           WHERE u.id = $2`;
}

/**
 * Raw SQL: the recipient's check and the insert in one statement (INSERT ... SELECT in a CTE),
 * which QueryBuilder cannot build. $1 the sender, $2 the recipient, $3 the text, $4 the channel,
 * $5 the roles the sender may write to. The message is stored only when its recipient exists, is
 * active, is of those roles and is not the sender. One row when the recipient exists: their id
 * and role and, when stored, the message's id and time: the insert's own instant
 * (clock_timestamp()), not the statement's start, so a message that waited for a lock is dated
 * when it was stored and a conversation's order is the order its messages were stored in. `in_turn`: a
 * conversation's messages are stored one at a time (a lock on the pair, held to the commit), so two sent
 * at the same moment on two connections never share an instant and their order is never a tie. `quiet`: the answer triggers of
 * messages and conversations stay quiet (the same tags, sentMessageTags, are answered for the
 * service to publish right after the commit: MARK_PUBLISHED_BY_APP); set before the insert and its triggers.
 */
const SEND_MESSAGE = `WITH ${QUIET_CTE},
   recipient AS MATERIALIZED (
     SELECT person.id, person.role,
            person.role = ANY($5::user_role[]) AND person.id <> $1::uuid AND person.deactivated_at IS NULL AS allowed
       FROM users person WHERE person.id = $2::uuid),
   in_turn AS MATERIALIZED (
     SELECT pg_advisory_xact_lock(hashtextextended(least($1::uuid, $2::uuid)::text || greatest($1::uuid, $2::uuid)::text, 0))),
   sent AS (
     INSERT INTO messages (sender_id, recipient_id, message, channel_type, created_at)
     SELECT $1::uuid, recipient.id, $3::text, $4::message_channel, clock_timestamp()
       FROM quiet, recipient, in_turn
      WHERE recipient.allowed
     RETURNING id, created_at)
   SELECT recipient.id AS recipient_id, recipient.role AS recipient_role, sent.id, sent.created_at
     FROM recipient LEFT JOIN sent ON true`;

interface SentMessageRow {
  recipient_id: string;
  recipient_role: Role;
  id: string | null;
  created_at: Date | null;
}

/** A contact's row: the person, their conversation's last message, and what the viewer has not read. */
interface ContactRow {
  id: string;
  first_name: string;
  last_name: string;
  role: Role;
  profile_image_url: string | null;
  last_id: string | null;
  last_sender_id: string | null;
  last_preview: string | null;
  last_created_at: Date | null;
  unread_count: number;
}

interface MessageRow {
  id: string;
  sender_id: string;
  recipient_id: string;
  message: string;
  channel_type: ChannelType;
  created_at: Date;
}

function toContactJson(row: ContactRow): ContactJson {
  return {
    user: { id: row.id, firstName: row.first_name, lastName: row.last_name, role: row.role, profileImageUrl: row.profile_image_url },
    lastMessage: row.last_id
      ? { id: row.last_id, senderId: row.last_sender_id as string, preview: row.last_preview as string, createdAt: row.last_created_at as Date }
      : null,
    unreadCount: row.unread_count,
  };
}

function toMessageJson(row: MessageRow): MessageJson {
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
export class MessagesRepository {
  constructor(
    @InjectRepository(Message) private readonly messages: Repository<Message>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  /**
   * Messages to `recipientId` not read yet, from senders of `senderRoles` (those the contact list
   * shows, so the sum of its badges is this count): a range of messages_unread_by_recipient.
   */
  async unreadCount(recipientId: string, senderRoles: readonly Role[]): Promise<number> {
    return this.messages
      .createQueryBuilder('m')
      .innerJoin(User, 'sender', 'sender.id = m.senderId')
      .where('m.recipientId = :recipientId AND m.readAt IS NULL', { recipientId })
      .andWhere('sender.role IN (:...senderRoles)', { senderRoles })
      .getCount();
  }

  /**
   * The person `u` with the viewer's conversation row with them `c` (its last message, kept by the
   * conversations_touch trigger with the preview cut to PREVIEW_LENGTH) and the viewer's unread
   * messages from them (an index-only count of messages_unread_by_recipient). `conversations` has
   * no entity (the trigger alone writes it): it is joined by its table name.
   */
  private selectContacts(viewerId: string): SelectQueryBuilder<User> {
    return this.users
      .createQueryBuilder('u')
      .select('u.id', 'id')
      .addSelect('u.firstName', 'first_name')
      .addSelect('u.lastName', 'last_name')
      .addSelect('u.role', 'role')
      .addSelect('u.profileImageUrl', 'profile_image_url')
      .addSelect('c.last_message_id', 'last_id')
      .addSelect('c.last_sender_id', 'last_sender_id')
      .addSelect('c.last_preview', 'last_preview')
      .addSelect('c.last_message_at', 'last_created_at')
      .addSelect(
        (unread) => unread.select('count(*)::int').from(Message, 'm').where('m.recipientId = :viewerId AND m.senderId = u.id AND m.readAt IS NULL'),
        'unread_count',
      )
      .setParameter('viewerId', viewerId);
  }

  /** Whether the viewer has a conversation with `otherId`. */
  hasConversation(viewerId: string, otherId: string): Promise<boolean> {
    return this.users
      .createQueryBuilder('u')
      .innerJoin('conversations', 'c', 'c.user_id = :viewerId AND c.other_id = u.id', { viewerId })
      .where('u.id = :otherId', { otherId })
      .getExists();
  }

  /** One contact, whoever they are (the caller applies the audience rule); null when no such person. */
  async contact(viewerId: string, otherId: string): Promise<ContactJson | null> {
    const row = await this.selectContacts(viewerId)
      .leftJoin('conversations', 'c', 'c.user_id = :viewerId AND c.other_id = u.id')
      .where('u.id = :otherId', { otherId })
      .getRawOne<ContactRow>();
    return row ? toContactJson(row) : null;
  }

  private active(query: SelectQueryBuilder<User>, filter: ContactsFilter): SelectQueryBuilder<User> {
    query.andWhere('u.role IN (:...roles)', { roles: filter.roles }).andWhere('u.deactivatedAt IS NULL');
    if (filter.search) query.andWhere(`(u.first_name || ' ' || u.last_name) ILIKE :pattern`, { pattern: containsPattern(filter.search) });
    return query.limit(filter.limit);
  }

  /**
   * The viewer's conversations with active people of `roles`, most recent first (a range of
   * conversations_recent and a primary-key read of each person), after the conversation with
   * `after` (keyset).
   */
  async recentContacts(viewerId: string, filter: ContactsFilter): Promise<ContactJson[]> {
    const query = this.selectContacts(viewerId).innerJoin('conversations', 'c', 'c.user_id = :viewerId AND c.other_id = u.id');
    if (filter.after) {
      query.andWhere(
        '(c.last_message_at, c.other_id) < (SELECT k.last_message_at, k.other_id FROM conversations k WHERE k.user_id = :viewerId AND k.other_id = :after)',
        {
          after: filter.after,
        },
      );
    }
    const rows = await this.active(query, filter).orderBy('c.last_message_at', 'DESC').addOrderBy('c.other_id', 'DESC').getRawMany<ContactRow>();
    return rows.map(toContactJson);
  }

  /**
   * Everyone else, active and of `roles`, by name (users_name_order), after the person `after`:
   * nobody here has a conversation with the viewer, so no last message and nothing unread.
   */
  async otherContacts(viewerId: string, filter: ContactsFilter): Promise<ContactJson[]> {
    const query = this.users
      .createQueryBuilder('u')
      .select('u.id', 'id')
      .addSelect('u.firstName', 'first_name')
      .addSelect('u.lastName', 'last_name')
      .addSelect('u.role', 'role')
      .addSelect('u.profileImageUrl', 'profile_image_url')
      .where('u.id <> :viewerId', { viewerId })
      .andWhere('NOT EXISTS (SELECT 1 FROM conversations c WHERE c.user_id = :viewerId AND c.other_id = u.id)');
    if (filter.after) {
      query.andWhere('(u.first_name, u.last_name, u.id) > (SELECT a.first_name, a.last_name, a.id FROM users a WHERE a.id = :after)', { after: filter.after });
    }
    const rows = await this.active(query, filter).orderBy('u.firstName').addOrderBy('u.lastName').addOrderBy('u.id').getRawMany<ContactRow>();
    return rows.map((row) => toContactJson({ ...row, last_id: null, last_sender_id: null, last_preview: null, last_created_at: null, unread_count: 0 }));
  }

  /** A page of the conversation of the viewer and `otherId`, oldest to newest: the newest `limit` before `before`. */
  async conversation(viewerId: string, otherId: string, before: string | undefined, limit: number): Promise<ConversationPage> {
    const params: unknown[] = [viewerId, otherId, limit];
    if (before) params.push(before);
    const rows: Array<{ other_role: Role; cursor_found: boolean | null } & { [K in keyof MessageRow]: MessageRow[K] | null }> = await this.messages.query(
      conversationSql(Boolean(before)),
      params,
    );
    if (rows.length === 0) return { otherRole: null, cursorFound: false, messages: [] };
    const messages = rows[0].id === null ? [] : (rows as MessageRow[]);
    return { otherRole: rows[0].other_role, cursorFound: Boolean(rows[0].cursor_found), messages: messages.reverse().map(toMessageJson) };
  }

  /** Stores a message if its recipient is allowed (SEND_MESSAGE); null when the recipient does not exist. */
  async send(message: NewMessage): Promise<StoredMessage> {
    const [row]: SentMessageRow[] = await this.messages.query(SEND_MESSAGE, [
      message.senderId,
      message.recipientId,
      message.message,
      message.channelType,
      message.audience,
    ]);
    if (!row) return null;
    return {
      recipient: { id: row.recipient_id, role: row.recipient_role },
      sent:
        row.id !== null && row.created_at !== null
          ? { id: row.id, createdAt: row.created_at, answerTags: sentMessageTags(message.senderId, row.recipient_id) }
          : null,
    };
  }

  /** Marks every message from `senderId` to `recipientId` read; how many were unread. */
  async markRead(recipientId: string, senderId: string): Promise<number> {
    const result = await this.messages
      .createQueryBuilder()
      .update()
      .set({ readAt: () => 'now()' })
      .where('recipient_id = :recipientId AND sender_id = :senderId AND read_at IS NULL', { recipientId, senderId })
      .execute();
    return result.affected ?? 0;
  }
}
