// Time-off queries written the new way (TypeORM QueryBuilder); the older ones are in the service.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TimeOffRequest } from './time-off-request.entity';

@Injectable()
export class TimeOffRequestsRepository {
  constructor(@InjectRepository(TimeOffRequest) private readonly requests: Repository<TimeOffRequest>) {}

  /**
   * Withdraws request `id` if it is `userId`'s and still pending, in one UPDATE (the database
   * decides: a decision at the same moment leaves nothing to withdraw). The withdrawn row, or null.
   */
  async withdraw(id: string, userId: string): Promise<TimeOffRequest | null> {
    const result = await this.requests
      .createQueryBuilder()
      .update(TimeOffRequest)
      .set({ status: 'withdrawn' })
      .where('id = :id AND user_id = :userId AND status = :pending', { id, userId, pending: 'pending' })
      .execute();
    if (!result.affected) return null;
    return this.requests.findOneByOrFail({ id });
  }

  findById(id: string): Promise<TimeOffRequest | null> {
    return this.requests.findOneBy({ id });
  }

  /** The worker's pending request that covers `date`, if any (the no-overlap gist index). */
  pendingCovering(userId: string, date: string): Promise<TimeOffRequest | null> {
    return this.requests
      .createQueryBuilder('r')
      .where('r.userId = :userId', { userId })
      .andWhere(`r.status = 'pending'`)
      .andWhere(`daterange(r.start_date, r.end_date, '[]') @> CAST(:date AS date)`, { date })
      .getOne();
  }
}
