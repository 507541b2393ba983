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
    const repository = manager ? manager.getRepository(Notification) : this.notifications;
    const saved = await repository.save(repository.create({ userId, title, message }));
    const json = toNotificationJson(saved);
    await this.realtime.toUser(userId, { type: 'notification', notification: json, refresh }, manager);
    return json;
  }
}
