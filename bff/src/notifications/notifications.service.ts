import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { RefreshTag } from '../realtime/realtime-events';
import { RealtimeService } from '../realtime/realtime.service';
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

@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly realtime: RealtimeService,
  ) {}

  async mine(userId: string, limit = 50): Promise<NotificationJson[]> {
    const found = await this.notifications.find({ where: { userId }, order: { createdAt: 'DESC', id: 'ASC' }, take: limit });
    return found.map(toNotificationJson);
  }

  async unreadCount(userId: string): Promise<{ count: number }> {
    return { count: await this.notifications.countBy({ userId, read: false }) };
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
    const rows: Array<{ id: string; user_id: string; title: string; message: string; read: boolean; created_at: Date }> = await (manager ?? this.notifications.manager).query(
      `INSERT INTO notifications (user_id, title, message)
       SELECT recipient, $2, $3 FROM unnest($1::uuid[]) WITH ORDINALITY AS r(recipient, position) ORDER BY position
       RETURNING id, user_id, title, message, read, created_at`,
      [userIds, title, message],
    );
    const sent = rows.map((row) => ({ userId: row.user_id, json: { id: row.id, title: row.title, message: row.message, read: row.read, createdAt: row.created_at } }));
    await this.realtime.toUsers(
      sent.map(({ userId, json }) => ({ userId, event: { type: 'notification', notification: json, refresh } })),
      manager,
    );
    return sent.map(({ json }) => json);
  }
}
