// Direct messages: who may talk to whom, pages of a conversation, unread counts, and
// delivery to both people's sockets on every BFF instance.
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { answerTagNotifications, QUIET_CTE } from '../answers/answers.service';
import { BatchedCalls } from '../common/batched-calls';
import { isRefusedByDatabase } from '../common/database-errors';
import { FORBIDDEN_MESSAGE } from '../common/messages';
import type { Role } from '../common/roles';
import { containsPattern } from '../common/paging';
import { prepared, runPrepared } from '../common/prepared-query';
import { type Envelope, RealtimeService } from '../realtime/realtime.service';
import { User } from '../users/user.entity';
import type { UserSummaryJson } from '../users/user-json';
import { AUDIENCE } from '../users/users.service';
import { DEFAULT_PAGE_SIZE } from './dto/conversation-page.dto';
import type { SendMessageDto } from './dto/send-message.dto';
import { sentMessageTags } from './chat-answers';
import { ChannelType, Message } from './message.entity';
import { MessagesRepository } from './messages.repository';

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

/** The contact list's preview of a last message: conversations_touch (migration 1768400000000) cuts it so. */
export const PREVIEW_LENGTH = 120;
/** `new-message` carries at most this much text: NOTIFY payloads stay under 8000 bytes. */
export const PUSHED_TEXT_LENGTH = 500;
/** The chat's pushes: `chat` (refresh the conversation with `userId`), `new-message` (ring for it). */
type ChatEvent = { type: 'chat'; userId: string } | { type: 'new-message'; message: MessageJson; senderName: string };
export const NOT_IN_AUDIENCE = 'You cannot message this person';

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

/**
 * A conversation's page with what its rules need, in one round trip: the other person's role (the
 * audience rule), whether the cursor belongs to this conversation, and the page, by [cursor given].
 */
const CONVERSATION_PAGE = [false, true].map((withCursor) =>
  prepared(
    `messages-conversation-page${withCursor ? '-before' : ''}`,
    `SELECT u.role AS other_role,
            ${withCursor ? `EXISTS (SELECT 1 FROM messages m WHERE m.id = $4 AND ${CONVERSATION})` : 'NULL'} AS cursor_found,
            page.*
       FROM users u
       LEFT JOIN LATERAL (${conversationPageSql(withCursor)}) page ON true
      WHERE u.id = $2`,
  ),
);

/** The most messages one statement stores. */
const MAX_MESSAGES_PER_STATEMENT = 100;

/**
 * New messages, however many arrived together (MessagesService.sending batches them), in one
 * statement: each ($1..$5, one array element each: the sender, the recipient, the text, the
 * channel, and the roles the sender may write to, comma-separated) is stored only when its
 * recipient exists, is active, is of those roles and is not the sender. One row per message, in their
 * order: its position, the recipient's id, role and name (none for an unknown recipient) and,
 * when stored, the message's id and time. The time is each row's own (clock_timestamp(), taken
 * after the sort by position), not the transaction's: two messages of one conversation sent
 * together keep the order they arrived in, in its pages and as its last message.
 * `quiet`: the answer triggers of messages and conversations stay quiet (send publishes the same
 * tags right after the commit: MARK_PUBLISHED_BY_APP); set before the insert and its triggers.
 */
const SEND_MESSAGES = prepared(
  'messages-send-batch',
  `WITH ${QUIET_CTE},
   input AS MATERIALIZED (
     SELECT input.*, gen_random_uuid() AS message_id
       FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::message_channel[], $5::text[])
            WITH ORDINALITY AS input(sender_id, recipient_id, message, channel_type, audience, position)),
   recipient AS MATERIALIZED (
     SELECT input.position, person.id, person.role, person.first_name, person.last_name,
            person.role = ANY(string_to_array(input.audience, ',')::user_role[]) AND person.id <> input.sender_id
              AND person.deactivated_at IS NULL AS allowed
       FROM input JOIN users person ON person.id = input.recipient_id),
   sent AS (
     INSERT INTO messages (id, sender_id, recipient_id, message, channel_type, created_at)
     SELECT input.message_id, input.sender_id, input.recipient_id, input.message, input.channel_type, clock_timestamp()
       FROM quiet, input JOIN recipient USING (position)
      WHERE recipient.allowed
      ORDER BY input.position
     RETURNING id, created_at)
   SELECT input.position::int AS position, recipient.id AS recipient_id, recipient.role AS recipient_role, recipient.first_name, recipient.last_name,
          sent.id, sent.created_at
     FROM input
     LEFT JOIN recipient USING (position)
     LEFT JOIN sent ON sent.id = input.message_id
    ORDER BY input.position`,
);

/** SEND_MESSAGES' row of one message. */
interface SentMessageRow {
  position: number;
  recipient_id: string | null;
  recipient_role: Role | null;
  first_name: string | null;
  last_name: string | null;
  id: string | null;
  created_at: Date | null;
}

interface MessageToSend {
  sender: User;
  input: SendMessageDto;
  channelType: ChannelType;
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

/**
 * The person `u`, the viewer's ($1) conversation row with them `c` (its last message, kept by
 * the conversations_touch trigger with the preview cut to PREVIEW_LENGTH) and the viewer's unread
 * messages from them (an index-only count of messages_unread_by_recipient).
 */
const CONTACT_COLUMNS = `u.id, u.first_name, u.last_name, u.role, u.profile_image_url,
  c.last_message_id AS last_id, c.last_sender_id, c.last_preview, c.last_message_at AS last_created_at,
  (SELECT count(*)::int FROM messages m WHERE m.recipient_id = $1 AND m.sender_id = u.id AND m.read_at IS NULL) AS unread_count`;

/** One contact: $1 the viewer, $2 the person. */
const ONE_CONTACT = prepared(
  'messages-contact',
  `SELECT ${CONTACT_COLUMNS} FROM users u LEFT JOIN conversations c ON c.user_id = $1 AND c.other_id = u.id WHERE u.id = $2`,
);

/**
 * The viewer's ($1) conversations with people of the roles $2, most recent first, $3 at most: a
 * range of conversations_recent and a primary-key read of each person. Optionally names
 * containing $4 and (keyset) after the conversation with $4 or $5.
 */
function recentContactsStatement(withSearch: boolean, withAfter: boolean) {
  let next = 4;
  const filters: string[] = [];
  if (withSearch) filters.push(`(u.first_name || ' ' || u.last_name) ILIKE $${next++}`);
  if (withAfter) {
    filters.push(`(c.last_message_at, c.other_id) < (SELECT k.last_message_at, k.other_id FROM conversations k WHERE k.user_id = $1 AND k.other_id = $${next++})`);
  }
  return prepared(
    `messages-contacts-recent${withSearch ? '-search' : ''}${withAfter ? '-after' : ''}`,
    `SELECT ${CONTACT_COLUMNS}
       FROM conversations c JOIN users u ON u.id = c.other_id
      WHERE c.user_id = $1 AND u.role = ANY($2::user_role[]) AND u.deactivated_at IS NULL ${filters.map((filter) => `AND ${filter}`).join(' ')}
      ORDER BY c.last_message_at DESC, c.other_id DESC
      LIMIT $3`,
  );
}

/**
 * Everyone else of the roles $2 by name, $3 at most: nobody here has a conversation with the
 * viewer $1, so no last message and nothing unread. Optionally names containing $4, and after the
 * person $4 or $5 in name order.
 */
function otherContactsStatement(withSearch: boolean, withAfter: boolean) {
  let next = 4;
  const filters: string[] = [];
  if (withSearch) filters.push(`(u.first_name || ' ' || u.last_name) ILIKE $${next++}`);
  if (withAfter) filters.push(`(u.first_name, u.last_name, u.id) > (SELECT a.first_name, a.last_name, a.id FROM users a WHERE a.id = $${next++})`);
  return prepared(
    `messages-contacts-other${withSearch ? '-search' : ''}${withAfter ? '-after' : ''}`,
    `SELECT u.id, u.first_name, u.last_name, u.role, u.profile_image_url,
            NULL AS last_id, NULL AS last_sender_id, NULL AS last_preview, NULL AS last_created_at, 0 AS unread_count
       FROM users u
      WHERE u.role = ANY($2::user_role[]) AND u.id <> $1 AND u.deactivated_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM conversations c WHERE c.user_id = $1 AND c.other_id = u.id)
        ${filters.map((filter) => `AND ${filter}`).join(' ')}
      ORDER BY u.first_name, u.last_name, u.id
      LIMIT $3`,
  );
}

/** Each statement of a contacts page, by [search given][after given]. */
const RECENT_CONTACTS = [false, true].map((search) => [false, true].map((after) => recentContactsStatement(search, after)));
const OTHER_CONTACTS = [false, true].map((search) => [false, true].map((after) => otherContactsStatement(search, after)));

const IS_RECENT = prepared('messages-contacts-is-recent', `SELECT EXISTS (SELECT 1 FROM conversations WHERE user_id = $1 AND other_id = $2) AS recent`);

function rowToContact(row: ContactRow): ContactJson {
  return {
    user: { id: row.id, firstName: row.first_name, lastName: row.last_name, role: row.role, profileImageUrl: row.profile_image_url },
    lastMessage: row.last_id
      ? { id: row.last_id, senderId: row.last_sender_id as string, preview: row.last_preview as string, createdAt: row.last_created_at as Date }
      : null,
    unreadCount: row.unread_count,
  };
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
    private readonly chat: MessagesRepository,
  ) {}

  /** The viewer's unread messages, from the people the contact list shows them (the people the chat lets them write to). */
  async unreadCount(viewer: Pick<User, 'id' | 'role'>): Promise<{ count: number }> {
    return { count: await this.chat.unreadCount(viewer.id, AUDIENCE[viewer.role]) };
  }

  /**
   * Messages sent while one statement is storing others go together in the next (one commit for
   * many under load); a message the database refuses alone fails alone.
   */
  private readonly sending = new BatchedCalls<MessageToSend, SentMessageRow>((messages) => this.store(messages), {
    maxBatch: MAX_MESSAGES_PER_STATEMENT,
    isolate: isRefusedByDatabase,
  });

  /**
   * A page of the people the viewer may message: first those they have talked with, most
   * recent conversation first (conversations_recent), then everyone else by name (users_name_order,
   * skipping the people of a conversation); names containing `search`; after the contact `after`
   * (an unknown id ends the list). The last message and unread count are read for the page's rows
   * only. A conversation that moves to the top between two pages may show twice: callers keep the
   * first.
   */
  async contacts(viewer: User, page: { search?: string; after?: string; limit: number }): Promise<ContactJson[]> {
    const audience = AUDIENCE[viewer.role];
    const pattern = page.search ? containsPattern(page.search) : null;
    let inRecent = !page.after;
    if (page.after) {
      const [found] = await runPrepared<{ recent: boolean }>(this.dataSource, IS_RECENT, [viewer.id, page.after]);
      inRecent = found.recent;
    }
    const rows: ContactRow[] = [];
    if (inRecent) rows.push(...(await this.recentContacts(viewer.id, audience, pattern, page.after, page.limit)));
    if (rows.length < page.limit) {
      rows.push(...(await this.otherContacts(viewer.id, audience, pattern, inRecent ? undefined : page.after, page.limit - rows.length)));
    }
    return rows.map(rowToContact);
  }

  /** One contact (the conversation opened from the address when it is not on a loaded page). */
  async contact(viewer: User, otherId: string): Promise<ContactJson> {
    const [row] = await runPrepared<ContactRow>(this.dataSource, ONE_CONTACT, [viewer.id, otherId]);
    if (!row) throw new NotFoundException('User not found');
    if (!canMessage(viewer, row)) throw new ForbiddenException(row.id === viewer.id ? FORBIDDEN_MESSAGE : NOT_IN_AUDIENCE);
    return rowToContact(row);
  }

  private recentContacts(viewerId: string, audience: Role[], pattern: string | null, after: string | undefined, limit: number): Promise<ContactRow[]> {
    const statement = RECENT_CONTACTS[pattern ? 1 : 0][after ? 1 : 0];
    return runPrepared<ContactRow>(this.dataSource, statement, [viewerId, audience, limit, ...(pattern ? [pattern] : []), ...(after ? [after] : [])]);
  }

  private otherContacts(viewerId: string, audience: Role[], pattern: string | null, after: string | undefined, limit: number): Promise<ContactRow[]> {
    const statement = OTHER_CONTACTS[pattern ? 1 : 0][after ? 1 : 0];
    return runPrepared<ContactRow>(this.dataSource, statement, [viewerId, audience, limit, ...(pattern ? [pattern] : []), ...(after ? [after] : [])]);
  }

  /**
   * A page of the conversation with `otherId`, oldest to newest: the newest `limit` before `before`.
   * One round trip: the other person's role (the audience rule), whether the cursor belongs to this
   * conversation, and the page (conversationPageSql, an index range scan) come back together.
   */
  async conversation(viewer: User, otherId: string, before?: string, limit = DEFAULT_PAGE_SIZE): Promise<MessageJson[]> {
    const params: unknown[] = [viewer.id, otherId, limit];
    if (before) params.push(before);
    const rows = await runPrepared<{ other_role: Role; cursor_found: boolean | null } & { [K in keyof MessageRow]: MessageRow[K] | null }>(
      this.dataSource,
      CONVERSATION_PAGE[before ? 1 : 0],
      params,
    );
    if (rows.length === 0) throw new NotFoundException('User not found');
    if (!canMessage(viewer, { id: otherId, role: rows[0].other_role })) throw new ForbiddenException(otherId === viewer.id ? FORBIDDEN_MESSAGE : NOT_IN_AUDIENCE);
    if (before && !rows[0].cursor_found) throw new NotFoundException('Message not found');
    const messages = rows[0].id === null ? [] : (rows as MessageRow[]);
    return messages.reverse().map(rowToJson);
  }

  /**
   * Two round trips: SEND_MESSAGE checks the recipient and stores the message in one
   * statement, then one statement publishes every event of the delivery.
   */
  async send(sender: User, input: SendMessageDto): Promise<MessageJson> {
    const channelType = input.channelType ?? 'direct';
    const row = await this.sending.call({ sender, input, channelType });
    if (row.recipient_id === null) throw new NotFoundException('User not found');
    if (row.id === null || row.created_at === null) throw new ForbiddenException(row.recipient_id === sender.id ? FORBIDDEN_MESSAGE : NOT_IN_AUDIENCE);
    // The id as PostgreSQL prints it (lowercase): the answer tags are made of it.
    const recipient = Object.assign(new User(), { id: row.recipient_id, role: row.recipient_role, firstName: row.first_name, lastName: row.last_name });
    const json: MessageJson = { id: row.id, senderId: sender.id, recipientId: recipient.id, message: input.message, channelType, createdAt: row.created_at };
    await this.deliver(sender, recipient, json);
    return json;
  }

  private async store(messages: MessageToSend[]): Promise<SentMessageRow[]> {
    const rows = await runPrepared<SentMessageRow>(this.dataSource, SEND_MESSAGES, [
      messages.map(({ sender }) => sender.id),
      messages.map(({ input }) => input.recipientId),
      messages.map(({ input }) => input.message),
      messages.map(({ channelType }) => channelType),
      messages.map(({ sender }) => AUDIENCE[sender.role].join(',')),
    ]);
    if (rows.length !== messages.length) throw new Error(`Sending ${messages.length} messages answered ${rows.length} rows`);
    return rows;
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

  /** 404 for an unknown user, 403 for someone outside the viewer's audience. */
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
    const deliveries: Envelope<ChatEvent>[] = [{ userId: sender.id, event: { type: 'chat', userId: recipient.id } }];
    if (canMessage(recipient, sender)) {
      const pushed = { ...message, message: message.message.slice(0, PUSHED_TEXT_LENGTH) };
      deliveries.push(
        { userId: recipient.id, event: { type: 'chat', userId: sender.id } },
        { userId: recipient.id, event: { type: 'new-message', message: pushed, senderName: `${sender.firstName} ${sender.lastName}`.trim() } },
      );
    }
    // One NOTIFY statement for all of them: each round trip and notifying commit counts
    // under load. The answer-cache tags of the insert go first (its triggers sent none).
    await this.realtime.toUsersQuietly(deliveries, answerTagNotifications(sentMessageTags(sender.id, recipient.id)));
  }
}
