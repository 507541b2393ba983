// Time off's rules: a request's dates, no overlap (the database decides), who decides and who
// withdraws, and who hears of each. The queries are TimeOffRequestsRepository's.
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { todayIso } from '../common/calendar';
import { LIST_LIMIT_DEFAULT } from '../common/list-limit.dto';
import { NotificationsService } from '../notifications/notifications.service';
import { User } from '../users/user.entity';
import type { CreateTimeOffRequestDto } from './dto/create-time-off-request.dto';
import type { Decision } from './dto/decide-time-off-request.dto';
import { TimeOffStatus } from './time-off-request.entity';
import { type TimeOffRequestJson, TimeOffRequestsRepository } from './time-off-requests.repository';
import { type MessageArg, msg } from '../i18n/message';

export const OVERLAP_MESSAGE = msg('errors.timeOffRequests.overlap');

@Injectable()
export class TimeOffRequestsService {
  constructor(
    private readonly requests: TimeOffRequestsRepository,
    private readonly notifications: NotificationsService,
  ) {}

  /** Newest first, at most `limit`, with each requester's name. */
  all(status?: TimeOffStatus, limit = LIST_LIMIT_DEFAULT): Promise<TimeOffRequestJson[]> {
    return this.requests.newest(status, limit);
  }

  /** Every pending request (the dashboard's Pending Requests card). */
  async pendingCount(): Promise<{ count: number }> {
    return { count: await this.requests.pendingCount() };
  }

  mine(userId: string): Promise<TimeOffRequestJson[]> {
    return this.requests.ofUser(userId);
  }

  /** A new request starts pending; every admin hears of it (their pending counts refresh). */
  async create(requester: User, input: CreateTimeOffRequestDto): Promise<TimeOffRequestJson> {
    if (input.endDate < input.startDate) throw new BadRequestException(msg('errors.timeOffRequests.endBeforeStart'));
    if (input.startDate < todayIso()) throw new BadRequestException(msg('errors.timeOffRequests.startInPast'));
    let saved: TimeOffRequestJson;
    try {
      saved = await this.requests.insert(requester.id, input.startDate, input.endDate, input.reason || null);
    } catch (error) {
      // time_off_requests_no_overlap: the database refuses overlapping live requests, even in a race.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23P01') {
        throw new ConflictException(OVERLAP_MESSAGE);
      }
      throw error;
    }
    const name = `${requester.firstName} ${requester.lastName}`;
    await this.notifications.notifyRole(
      'admin',
      msg('notifications.timeOff.requested.title'),
      msg('notifications.timeOff.requested.message', { name, range: { $dayRange: [saved.startDate, saved.endDate] } }),
      ['TimeOff'],
      null,
      {
        kind: 'time_off_request',
        id: saved.id,
      },
    );
    return saved;
  }

  /**
   * Approves or rejects a pending request, a rejection with an optional reason the requester sees.
   * Only a pending request is decided, so two admins deciding at once (or a decision and a
   * withdrawal) cannot both win; the requester is notified of the decision.
   */
  async decide(id: string, status: Decision, reason: string | null = null): Promise<TimeOffRequestJson> {
    if (reason && status !== 'rejected') throw new BadRequestException(msg('errors.timeOffRequests.reasonOnlyOnRejection'));
    const request = await this.requests.decide(id, status, reason);
    if (!request) {
      const existing = await this.requests.findById(id);
      if (!existing) throw new NotFoundException(msg('errors.timeOffRequests.notFound'));
      throw new ConflictException(msg('errors.timeOffRequests.alreadyDecided', { status: { $t: msg(`terms.timeOffStatus.${existing.status}`) } }));
    }
    const range: MessageArg = { $dayRange: [request.startDate, request.endDate] };
    await this.notifications.notify(
      request.userId,
      status === 'approved' ? msg('notifications.timeOff.approved.title') : msg('notifications.timeOff.rejected.title'),
      reason
        ? msg('notifications.timeOff.rejected.messageWithReason', { range, reason })
        : msg(status === 'approved' ? 'notifications.timeOff.approved.message' : 'notifications.timeOff.rejected.message', { range }),
      ['TimeOff'],
      undefined,
      { kind: 'time_off_request', id },
    );
    return request;
  }

  /**
   * The requester withdraws their own pending request; the admins hear of it (their pending lists
   * refresh). Someone else's request is not found, whatever it is; a decided one is a 409.
   */
  async withdraw(requester: User, id: string): Promise<TimeOffRequestJson> {
    const withdrawn = await this.requests.withdraw(id, requester.id);
    if (!withdrawn) {
      const existing = await this.requests.findById(id);
      if (!existing || existing.userId !== requester.id) throw new NotFoundException(msg('errors.timeOffRequests.notFound'));
      throw new ConflictException(msg('errors.timeOffRequests.alreadyDecided', { status: { $t: msg(`terms.timeOffStatus.${existing.status}`) } }));
    }
    await this.notifications.notifyRole(
      'admin',
      msg('notifications.timeOff.withdrawn.title'),
      msg('notifications.timeOff.withdrawn.message', {
        name: `${requester.firstName} ${requester.lastName}`,
        range: { $dayRange: [withdrawn.startDate, withdrawn.endDate] },
      }),
      ['TimeOff'],
      null,
      {
        kind: 'time_off_request',
        id,
      },
    );
    return withdrawn;
  }

  /** The worker's pending request that covers `date`, if any (the Schedule Worker dialog warns of it). */
  pendingCovering(userId: string, date: string): Promise<TimeOffRequestJson | null> {
    return this.requests.covering(userId, 'pending', date);
  }

  /** The worker's approved time off that covers `date`, if any (a shift there is refused). */
  approvedCovering(userId: string, date: string): Promise<TimeOffRequestJson | null> {
    return this.requests.covering(userId, 'approved', date);
  }
}
