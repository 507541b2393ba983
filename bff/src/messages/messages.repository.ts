// Reads of the chat written the new way (QueryBuilder); the hot ones stay prepared statements in
// MessagesService.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Role } from '../common/roles';
import { User } from '../users/user.entity';
import { Message } from './message.entity';

@Injectable()
export class MessagesRepository {
  constructor(@InjectRepository(Message) private readonly messages: Repository<Message>) {}

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
}
