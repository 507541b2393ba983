import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { answerTagNotifications } from '../answers/answers.service';
import { prepared, runPrepared } from '../common/prepared-query';
import type { RefreshTag } from '../realtime/realtime-events';
import { MAX_PAYLOAD_BYTES } from '../realtime/realtime-events';
import { type Delivery, RealtimeService } from '../realtime/realtime.service';
import { NOTIFICATION_LIST_LIMIT_DEFAULT } from './dto/notification-list.dto';
import { Notification } from './notification.entity';

export interface NotificationJson {
  id: string;
  title: string;
  message: string;
  read: boolean;
  createdAt: Date;
}

export function toNotificationJson(notification: Notification): NotificationJson {
  return {
    id: notification.id,
    title: notification.title,
    message: notification.message,
    read: notification.read,
    createdAt: notification.createdAt,
  };
}

/**
 * The bell's list and count, read on every page of every role (prepared statements, issue 9):
 * the newest first from notifications_user_created, the JSON's own names, no entity hydration.
 */
const MINE = prepared(
  'notifications-mine',
  `SELECT id, title, message, read, created_at AS "createdAt" FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
);
const UNREAD_COUNT = prepared('notifications-unread-count', `SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND NOT read`);

@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly realtime: RealtimeService,
  ) {}

  async mine(userId: string, limit = NOTIFICATION_LIST_LIMIT_DEFAULT): Promise<NotificationJson[]> {
    return runPrepared<NotificationJson>(this.notifications, MINE, [userId, limit]);
  }

  async unreadCount(userId: string): Promise<{ count: number }> {
    const [row] = await runPrepared<{ count: number }>(this.notifications, UNREAD_COUNT, [userId]);
    return row;
  }

  async markRead(userId: string, id: string): Promise<NotificationJson> {
    const notification = await this.notifications.findOneBy({ id, userId });
    if (!notification) throw new NotFoundException('Notification not found');
    if (!notification.read) {
      notification.read = true;
      await this.notifications.update({ id, userId }, { read: true });
    }
    return toNotificationJson(notification);
  }

  /**
   * Stores a notification and pushes it to the user's open sockets; `refresh` tells their open
   * pages which cached data to fetch again (e.g. ['Schedule'] after a new shift). Given the
   * `manager` of a transaction, both the row and the push are part of it: stored and sent on
   * commit, neither on rollback (a crash cannot leave a change whose people were never told).
   */
  async notify(userId: string, title: string, message: string, refresh: RefreshTag[] = [], manager?: EntityManager): Promise<NotificationJson> {
    const [json] = await this.notifyEach([userId], title, message, refresh, manager);
    return json;
  }

  /**
   * The same notification to several people (an issue report tells every admin): one INSERT for
   * all of them instead of a transaction each, then one statement tells all their sockets (on
   * commit, given a transaction's `manager`, as for `notify`).
   */
  async notifyEach(userIds: readonly string[], title: string, message: string, refresh: RefreshTag[] = [], manager?: EntityManager): Promise<NotificationJson[]> {
    if (userIds.length === 0) return [];
    const rows: StoredNotificationRow[] = await (manager ?? this.notifications.manager).query(
      `INSERT INTO notifications (user_id, title, message)
       SELECT recipient, $2, $3 FROM unnest($1::uuid[]) WITH ORDINALITY AS r(recipient, position) ORDER BY position
       RETURNING id, user_id, title, message, read, created_at`,
      [userIds, title, message],
    );
    const sent = rows.map(toStoredNotification);
    await this.realtime.toUsers(notificationDeliveries(sent, refresh), manager);
    return sent.map(({ notification }) => notification);
  }

  /**
   * Pushes notifications stored and committed already (storeNotificationsCte's rows) to their
   * people's sockets, after the answer-cache tags of a writer that published its own
   * (MARK_PUBLISHED_BY_APP), in the same statement. The change they tell about stands whatever
   * happens here, so a failure is logged, not answered; the rows are in the bell either way.
   */
  async pushStored(rows: readonly StoredNotificationRow[], refresh: RefreshTag[], answerTags: readonly string[] = []): Promise<void> {
    await this.realtime.toUsersQuietly(notificationDeliveries(rows.map(toStoredNotification), refresh), answerTagNotifications(answerTags));
  }
}

/** A notifications row as INSERT ... RETURNING (notifyEach, storeNotificationsCte) gives it. */
export interface StoredNotificationRow {
  id: string;
  user_id: string;
  title: string;
  message: string;
  read: boolean;
  created_at: Date;
}

interface StoredNotification {
  userId: string;
  notification: NotificationJson;
}

function toStoredNotification(row: StoredNotificationRow): StoredNotification {
  return { userId: row.user_id, notification: { id: row.id, title: row.title, message: row.message, read: row.read, createdAt: row.created_at } };
}

/** A fan-out's bytes for one more person: `["<uuid>","<uuid>"],`. */
const BYTES_PER_TOLD = 2 * 36 + 8;

/**
 * The pushes of stored notifications: one Envelope for a notification nobody else shares, one
 * NotificationFanOut for those of the same text and instant (each INSERT's rows for several
 * people), split so that each fits a NOTIFY payload.
 */
function notificationDeliveries(sent: readonly StoredNotification[], refresh: RefreshTag[]): Delivery[] {
  const alike = new Map<string, StoredNotification[]>();
  for (const one of sent) {
    const { title, message, read, createdAt } = one.notification;
    const key = JSON.stringify([title, message, read, createdAt]);
    const group = alike.get(key);
    if (group) group.push(one);
    else alike.set(key, [one]);
  }
  return [...alike.values()].flatMap((group): Delivery[] => {
    if (group.length === 1) return [{ userId: group[0].userId, event: { type: 'notification', notification: group[0].notification, refresh } }];
    const { id: _id, ...notification } = group[0].notification;
    const templateBytes = Buffer.byteLength(JSON.stringify({ told: [], notification, refresh }));
    const perPayload = Math.max(1, Math.floor((MAX_PAYLOAD_BYTES - 2 - templateBytes) / BYTES_PER_TOLD));
    const fanOuts: Delivery[] = [];
    for (let start = 0; start < group.length; start += perPayload) {
      const told = group.slice(start, start + perPayload).map(({ userId, notification: { id } }): [string, string] => [userId, id]);
      fanOuts.push({ told, notification, refresh });
    }
    return fanOuts;
  });
}
