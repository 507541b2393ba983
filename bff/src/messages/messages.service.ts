// Direct messages' rules: who may talk to whom (the audience), what a refusal says, and delivery
// to both people's sockets on every BFF instance. The queries are MessagesRepository's.
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { answerTagNotifications } from '../answers/answers.service';
import { FORBIDDEN_MESSAGE } from '../common/messages';
import { PushService } from '../push/push.service';
import { type Envelope, RealtimeService } from '../realtime/realtime.service';
import { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { AUDIENCE } from '../users/users.service';
import { DEFAULT_PAGE_SIZE } from './dto/conversation-page.dto';
import type { SendMessageDto } from './dto/send-message.dto';
import { type ContactJson, type MessageJson, MessagesRepository } from './messages.repository';
import { msg } from '../i18n/message';

/** The contact list's preview of a last message: conversations_touch (migration 1768400000000) cuts it so. */
export const PREVIEW_LENGTH = 120;
/** `new-message` carries at most this much text: NOTIFY payloads stay under 8000 bytes. */
export const PUSHED_TEXT_LENGTH = 500;
/** The chat's pushes: `chat` (refresh the conversation with `userId`), `new-message` (ring for it). */
type ChatEvent = { type: 'chat'; userId: string } | { type: 'new-message'; message: MessageJson; senderName: string };
export const NOT_IN_AUDIENCE = msg('errors.messages.notInAudience');

/** A client sees only admins, a foreman admins, foremen and workers, the rest everyone; nobody themself. */
export function canMessage(viewer: Pick<User, 'id' | 'role'>, other: Pick<User, 'id' | 'role'>): boolean {
  return viewer.id !== other.id && AUDIENCE[viewer.role].includes(other.role);
}

/** Why `viewer` may not write to `otherId`: themself, or someone outside their audience. */
function refusal(viewer: Pick<User, 'id'>, otherId: string): ForbiddenException {
  return new ForbiddenException(otherId === viewer.id ? FORBIDDEN_MESSAGE : NOT_IN_AUDIENCE);
}

@Injectable()
export class MessagesService {
  constructor(
    private readonly chat: MessagesRepository,
    private readonly users: UsersRepository,
    private readonly realtime: RealtimeService,
    private readonly push: PushService,
  ) {}

  /** The viewer's unread messages, from the people the contact list shows them (the people the chat lets them write to). */
  async unreadCount(viewer: Pick<User, 'id' | 'role'>): Promise<{ count: number }> {
    return { count: await this.chat.unreadCount(viewer.id, AUDIENCE[viewer.role]) };
  }

  /**
   * A page of the people the viewer may message: first those they have talked with, most
   * recent conversation first, then everyone else by name (skipping the people of a
   * conversation); names containing `search`; after the contact `after` (an unknown id ends the
   * list). A conversation that moves to the top between two pages may show twice: callers keep
   * the first.
   */
  async contacts(viewer: User, page: { search?: string; after?: string; limit: number }): Promise<ContactJson[]> {
    const roles = AUDIENCE[viewer.role];
    const inRecent = !page.after || (await this.chat.hasConversation(viewer.id, page.after));
    const contacts: ContactJson[] = [];
    if (inRecent) contacts.push(...(await this.chat.recentContacts(viewer.id, { roles, search: page.search, after: page.after, limit: page.limit })));
    if (contacts.length < page.limit) {
      const after = inRecent ? undefined : page.after;
      contacts.push(...(await this.chat.otherContacts(viewer.id, { roles, search: page.search, after, limit: page.limit - contacts.length })));
    }
    return contacts;
  }

  /** One contact (the conversation opened from the address when it is not on a loaded page). */
  async contact(viewer: User, otherId: string): Promise<ContactJson> {
    const contact = await this.chat.contact(viewer.id, otherId);
    if (!contact) throw new NotFoundException(msg('errors.users.notFound'));
    if (!canMessage(viewer, contact.user)) throw refusal(viewer, contact.user.id);
    return contact;
  }

  /**
   * A page of the conversation with `otherId`, oldest to newest: the newest `limit` before
   * `before`, with the other person's role (the audience rule) and whether the cursor belongs to
   * this conversation.
   */
  async conversation(viewer: User, otherId: string, before?: string, limit = DEFAULT_PAGE_SIZE): Promise<MessageJson[]> {
    const page = await this.chat.conversation(viewer.id, otherId, before, limit);
    if (page.otherRole === null) throw new NotFoundException(msg('errors.users.notFound'));
    if (!canMessage(viewer, { id: otherId, role: page.otherRole })) throw refusal(viewer, otherId);
    if (before && !page.cursorFound) throw new NotFoundException(msg('errors.messages.notFound'));
    return page.messages;
  }

  /**
   * One statement checks the recipient against the sender's audience and stores the message;
   * the delivery's events then go out in the NOTIFY statement that the answer waits for anyway
   * (caughtUp), shared with the other writes of the moment.
   */
  async send(sender: User, input: SendMessageDto): Promise<MessageJson> {
    const channelType = input.channelType ?? 'direct';
    const stored = await this.chat.send({
      senderId: sender.id,
      recipientId: input.recipientId,
      message: input.message,
      channelType,
      audience: AUDIENCE[sender.role],
    });
    if (!stored) throw new NotFoundException(msg('errors.users.notFound'));
    if (!stored.sent) throw refusal(sender, stored.recipient.id);
    // The id as PostgreSQL prints it (lowercase): the answer tags are made of it.
    const recipient = stored.recipient;
    const json: MessageJson = {
      id: stored.sent.id,
      senderId: sender.id,
      recipientId: recipient.id,
      message: input.message,
      channelType,
      createdAt: stored.sent.createdAt,
    };
    this.deliver(sender, recipient, json, stored.sent.answerTags);
    return json;
  }

  /** Marks every message from `otherId` to the viewer read; the viewer's other tabs refresh. */
  async markRead(viewer: User, otherId: string): Promise<{ markedRead: number }> {
    await this.requireContact(viewer, otherId);
    const markedRead = await this.chat.markRead(viewer.id, otherId);
    // `read`: only the counts changed, so the reader's other tabs refresh the list, not the conversation.
    if (markedRead > 0) this.realtime.toUserQuietly(viewer.id, { type: 'chat', userId: otherId, read: true });
    return { markedRead };
  }

  /** 404 for an unknown user, 403 for someone outside the viewer's audience. */
  private async requireContact(viewer: User, otherId: string): Promise<void> {
    const other = await this.users.findById(otherId);
    if (!other) throw new NotFoundException(msg('errors.users.notFound'));
    if (!canMessage(viewer, other)) throw refusal(viewer, other.id);
  }

  /**
   * Both people's open pages refresh (`chat`, naming the other person of the conversation); the
   * recipient also gets `new-message` for a browser notification, unless the sender is outside
   * the recipient's own audience (a worker writing to a client): that conversation is one the
   * recipient cannot open, so it must not ring for them. The same goes for the web push to the
   * recipient's devices; whether one is shown while the app is in view is for the device's
   * service worker to decide (it sees which windows are visible; the server sees only sockets,
   * which a hidden tab or a locked phone keeps open).
   */
  private deliver(sender: User, recipient: Pick<User, 'id' | 'role'>, message: MessageJson, answerTags: string[]): void {
    const deliveries: Envelope<ChatEvent>[] = [{ userId: sender.id, event: { type: 'chat', userId: recipient.id } }];
    if (canMessage(recipient, sender)) {
      const pushed = { ...message, message: message.message.slice(0, PUSHED_TEXT_LENGTH) };
      this.push.chatMessage(recipient.id, { id: sender.id, name: `${sender.firstName} ${sender.lastName}`.trim() }, message.message);
      deliveries.push(
        { userId: recipient.id, event: { type: 'chat', userId: sender.id } },
        { userId: recipient.id, event: { type: 'new-message', message: pushed, senderName: `${sender.firstName} ${sender.lastName}`.trim() } },
      );
    }
    // One NOTIFY statement for all of them: each round trip and notifying commit counts
    // under load. The answer-cache tags of the insert go first (its triggers sent none).
    this.realtime.toUsersQuietly(deliveries, answerTagNotifications(answerTags));
  }
}
