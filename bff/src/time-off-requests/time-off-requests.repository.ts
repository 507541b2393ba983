// Time-off requests' queries and their JSON: the admin's list and pending count, a person's own
// requests, a new request, a decision, a withdrawal, and the requests covering a day (the
// Schedule Worker dialog and the scheduling rules).
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Decision } from './dto/decide-time-off-request.dto';
import { TimeOffRequest, TimeOffStatus } from './time-off-request.entity';

export interface TimeOffRequestJson {
  id: string;
  userId: string;
  startDate: string;
  endDate: string;
  reason: string | null;
  status: TimeOffStatus;
  /** The admin's reason for a rejection, or null. */
  decisionReason: string | null;
  createdAt: Date;
  user?: { id: string; firstName: string; lastName: string };
}

/** The request's JSON; the requester's name when it was loaded with them (the admin's views). */
function toTimeOffRequestJson(request: TimeOffRequest): TimeOffRequestJson {
  const json: TimeOffRequestJson = {
    id: request.id,
    userId: request.userId,
    startDate: request.startDate,
    endDate: request.endDate,
    reason: request.reason,
    status: request.status,
    decisionReason: request.decisionReason,
    createdAt: request.createdAt,
  };
  if (request.user) json.user = { id: request.user.id, firstName: request.user.firstName, lastName: request.user.lastName };
  return json;
}

@Injectable()
export class TimeOffRequestsRepository {
  constructor(@InjectRepository(TimeOffRequest) private readonly requests: Repository<TimeOffRequest>) {}

  /** Newest first, at most `limit`, with the requester's name (served by time_off_requests_status_created / _created). */
  async newest(status: TimeOffStatus | undefined, limit: number): Promise<TimeOffRequestJson[]> {
    const found = await this.requests.find({
      where: status ? { status } : {},
      relations: { user: true },
      order: { createdAt: 'DESC', id: 'ASC' },
      take: limit,
    });
    return found.map(toTimeOffRequestJson);
  }

  /** Every pending request, counted in the database: an index-only scan of a status-led index. */
  pendingCount(): Promise<number> {
    return this.requests.countBy({ status: 'pending' });
  }

  /** The person's own requests, newest first. */
  async ofUser(userId: string): Promise<TimeOffRequestJson[]> {
    const found = await this.requests.find({ where: { userId }, order: { createdAt: 'DESC', id: 'ASC' } });
    return found.map(toTimeOffRequestJson);
  }

  /** A new pending request; time_off_requests_no_overlap refuses one overlapping a live request of the person's. */
  async insert(userId: string, startDate: string, endDate: string, reason: string | null): Promise<TimeOffRequestJson> {
    return toTimeOffRequestJson(await this.requests.save(this.requests.create({ userId, startDate, endDate, reason })));
  }

  /**
   * Decides request `id` if it is still pending, in one UPDATE (two admins deciding at once, or a
   * decision and a withdrawal, cannot both win). The decided request with its requester's name,
   * or null when it was not pending (or does not exist).
   */
  async decide(id: string, status: Decision, decisionReason: string | null): Promise<TimeOffRequestJson | null> {
    const result = await this.requests
      .createQueryBuilder()
      .update(TimeOffRequest)
      .set({ status, decisionReason })
      .where('id = :id AND status = :pending', { id, pending: 'pending' })
      .execute();
    if (!result.affected) return null;
    return toTimeOffRequestJson(await this.requests.findOneOrFail({ where: { id }, relations: { user: true } }));
  }

  /**
   * Withdraws request `id` if it is `userId`'s and still pending, in one UPDATE (the database
   * decides: a decision at the same moment leaves nothing to withdraw). The withdrawn request, or null.
   */
  async withdraw(id: string, userId: string): Promise<TimeOffRequestJson | null> {
    const result = await this.requests
      .createQueryBuilder()
      .update(TimeOffRequest)
      .set({ status: 'withdrawn' })
      .where('id = :id AND user_id = :userId AND status = :pending', { id, userId, pending: 'pending' })
      .execute();
    if (!result.affected) return null;
    return toTimeOffRequestJson(await this.requests.findOneByOrFail({ id }));
  }

  async findById(id: string): Promise<TimeOffRequestJson | null> {
    const request = await this.requests.findOneBy({ id });
    return request ? toTimeOffRequestJson(request) : null;
  }

  /** The person's request of `status` that covers `date`, if any (the no-overlap gist index). */
  async covering(userId: string, status: TimeOffStatus, date: string): Promise<TimeOffRequestJson | null> {
    const request = await this.requests
      .createQueryBuilder('r')
      .where('r.userId = :userId AND r.status = :status', { userId, status })
      .andWhere(`daterange(r.start_date, r.end_date, '[]') @> CAST(:date AS date)`, { date })
      .getOne();
    return request ? toTimeOffRequestJson(request) : null;
  }
}
