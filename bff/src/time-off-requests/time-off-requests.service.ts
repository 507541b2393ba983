import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { formatDayRange, todayIso } from '../common/calendar';
import { LIST_LIMIT_DEFAULT } from '../common/list-limit.dto';
import { prepared, runPrepared } from '../common/prepared-query';
import { NotificationsService } from '../notifications/notifications.service';
import { User } from '../users/user.entity';
import type { CreateTimeOffRequestDto } from './dto/create-time-off-request.dto';
import type { Decision } from './dto/decide-time-off-request.dto';
import { TimeOffRequest, TimeOffStatus } from './time-off-request.entity';
import { TimeOffRequestsRepository } from './time-off-requests.repository';

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

function toJson(request: TimeOffRequest, withUser: boolean): TimeOffRequestJson {
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
  if (withUser && request.user) {
    json.user = { id: request.user.id, firstName: request.user.firstName, lastName: request.user.lastName };
  }
  return json;
}

export const OVERLAP_MESSAGE = 'You already have a time-off request for some of these dates';

/** The admin dashboard's Pending Requests card, on every visit: an index-only count of time_off_requests_status_created. */
const PENDING_COUNT = prepared('time-off-pending-count', `SELECT count(*)::int AS count FROM time_off_requests WHERE status = 'pending'`);

@Injectable()
export class TimeOffRequestsService {
  constructor(
    @InjectRepository(TimeOffRequest) private readonly requests: Repository<TimeOffRequest>,
    private readonly notifications: NotificationsService,
    private readonly repository: TimeOffRequestsRepository,
  ) {}

  /** Newest first, at most `limit` (served by time_off_requests_status_created / _created). */
  async all(status?: TimeOffStatus, limit = LIST_LIMIT_DEFAULT): Promise<TimeOffRequestJson[]> {
    const found = await this.requests.find({
      where: status ? { status } : {},
      relations: { user: true },
      order: { createdAt: 'DESC', id: 'ASC' },
      take: limit,
    });
    return found.map((request) => toJson(request, true));
  }

  /** Every pending request, counted in the database: an index-only scan of a status-led index (time_off_requests_status_start or _status_created). */
  async pendingCount(): Promise<{ count: number }> {
    const [row] = await runPrepared<{ count: number }>(this.requests, PENDING_COUNT, []);
    return row;
  }

  async mine(userId: string): Promise<TimeOffRequestJson[]> {
    const found = await this.requests.find({ where: { userId }, order: { createdAt: 'DESC', id: 'ASC' } });
    return found.map((request) => toJson(request, false));
  }

  /** A new request starts pending; every admin hears of it (their pending counts refresh). */
  async create(requester: User, input: CreateTimeOffRequestDto): Promise<TimeOffRequestJson> {
    if (input.endDate < input.startDate) throw new BadRequestException('End date must not be before start date');
    if (input.startDate < todayIso()) throw new BadRequestException('Start date must be today or later');
    let saved: TimeOffRequest;
    try {
      saved = await this.requests.save(
        this.requests.create({ userId: requester.id, startDate: input.startDate, endDate: input.endDate, reason: input.reason || null }),
      );
    } catch (error) {
      // time_off_requests_no_overlap: the database refuses overlapping live requests, even in a race.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23P01') {
        throw new ConflictException(OVERLAP_MESSAGE);
      }
      throw error;
    }
    const name = `${requester.firstName} ${requester.lastName}`;
    await this.notifications.notifyRole('admin', 'Time-off request', `${name} asked for time off: ${formatDayRange(saved.startDate, saved.endDate)}.`, ['TimeOff'], null, {
      kind: 'time_off_request',
      id: saved.id,
    });
    return toJson(saved, false);
  }

  /**
   * Approves or rejects a pending request, a rejection with an optional reason the requester sees.
   * The update only matches a pending row, so two admins deciding at once (or a decision and a
   * withdrawal) cannot both win; the requester is notified of the decision.
   */
  async decide(id: string, status: Decision, reason: string | null = null): Promise<TimeOffRequestJson> {
    if (reason && status !== 'rejected') throw new BadRequestException('A reason can only be given with a rejection');
    const updated = await this.requests
      .createQueryBuilder()
      .update(TimeOffRequest)
      .set({ status, decisionReason: reason })
      .where('id = :id AND status = :pending', { id, pending: 'pending' })
      .execute();
    if (!updated.affected) {
      const existing = await this.requests.findOneBy({ id });
      if (!existing) throw new NotFoundException('Time-off request not found');
      throw new ConflictException(`This request has already been ${existing.status}`);
    }
    const request = await this.requests.findOneOrFail({ where: { id }, relations: { user: true } });
    const range = formatDayRange(request.startDate, request.endDate);
    await this.notifications.notify(
      request.userId,
      status === 'approved' ? 'Time off approved' : 'Time off rejected',
      (reason ? `Your time-off request for ${range} was rejected: ${reason}` : `Your time-off request for ${range} was ${status}.`).slice(0, 2000),
      ['TimeOff'],
      undefined,
      { kind: 'time_off_request', id },
    );
    return toJson(request, true);
  }

  /**
   * The requester withdraws their own pending request; the admins hear of it (their pending lists
   * refresh). Someone else's request is not found, whatever it is; a decided one is a 409.
   */
  async withdraw(requester: User, id: string): Promise<TimeOffRequestJson> {
    const withdrawn = await this.repository.withdraw(id, requester.id);
    if (!withdrawn) {
      const existing = await this.repository.findById(id);
      if (!existing || existing.userId !== requester.id) throw new NotFoundException('Time-off request not found');
      throw new ConflictException(`This request has already been ${existing.status}`);
    }
    const range = formatDayRange(withdrawn.startDate, withdrawn.endDate);
    await this.notifications.notifyRole('admin', 'Time-off request withdrawn', `${requester.firstName} ${requester.lastName} withdrew their request for time off: ${range}.`, ['TimeOff'], null, {
      kind: 'time_off_request',
      id,
    });
    return toJson(withdrawn, false);
  }

  /** The worker's pending request that covers `date`, if any (the Schedule Worker dialog warns of it). */
  pendingCovering(userId: string, date: string): Promise<TimeOffRequest | null> {
    return this.repository.pendingCovering(userId, date);
  }

  /** The worker's approved time off that covers `date`, if any (uses the no-overlap gist index). */
  approvedCovering(userId: string, date: string): Promise<TimeOffRequest | null> {
    return this.requests
      .createQueryBuilder('r')
      .where('r.userId = :userId', { userId })
      .andWhere(`r.status = 'approved'`)
      .andWhere(`daterange(r.start_date, r.end_date, '[]') @> CAST(:date AS date)`, { date })
      .getOne();
  }
}
