// Swaps' rules: a worker or foreman offers their own published, future shift to a named coworker
// (an active worker or foreman, not themselves); the coworker accepts or declines; the offerer
// cancels while it is offered; an admin approves an accepted swap (the shift becomes the
// coworker's, the conflicts checked again) or rejects it. Each step is a conditional UPDATE (two at
// once cannot both apply) and tells the people it concerns. The queries are SwapRequestsRepository's.
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { todayIso } from '../common/calendar';
import { isUniqueViolation } from '../common/database-errors';
import { type MessageArgs, msg } from '../i18n/message';
import { NotificationsService } from '../notifications/notifications.service';
import { SchedulesService } from '../schedules/schedules.service';
import { fullName, shiftPlaceArgs } from '../schedules/schedule-conflicts';
import type { User } from '../users/user.entity';
import { type SwapStatus } from './swap-request.entity';
import { type PersonNameJson, SwapRequestsRepository, type SwapRequestJson } from './swap-requests.repository';

const NOT_FOUND = msg('errors.swapRequests.notFound');

@Injectable()
export class SwapRequestsService {
  constructor(
    private readonly requests: SwapRequestsRepository,
    private readonly schedules: SchedulesService,
    private readonly notifications: NotificationsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The coworker picker: names only, of active workers and foremen but the caller. */
  coworkers(user: User, search: string | undefined, limit: number): Promise<PersonNameJson[]> {
    return this.requests.coworkers(user.id, search, limit);
  }

  /** The caller's open requests, offered by them or to them. */
  mine(user: User): Promise<SwapRequestJson[]> {
    return this.requests.openOf(user.id, MY_OPEN_MAX);
  }

  /** The admin's: accepted swaps awaiting approval. */
  accepted(limit: number, offset: number): Promise<SwapRequestJson[]> {
    return this.requests.accepted(limit, offset);
  }

  /**
   * Offers the caller's own published shift, today or later, to `toUserId`. Someone else's shift
   * (or none) is not found; a coworker who could not take it (a shift in those hours, approved
   * time off) is a 409 that says so without the coworker's details; a second open request of the shift is the unique
   * index's 409. The coworker is told.
   */
  async offer(user: User, shiftId: string, toUserId: string): Promise<SwapRequestJson> {
    const shift = await this.schedules.findJson(shiftId).catch(() => null);
    if (!shift || shift.workerId !== user.id || shift.draft) throw new NotFoundException(msg('errors.schedules.notFound'));
    if (shift.date < todayIso()) throw new BadRequestException(msg('errors.swapRequests.pastShift'));
    if (toUserId === user.id) throw new BadRequestException(msg('errors.swapRequests.notToYourself'));
    const coworker = await this.requests.activeFieldPerson(toUserId);
    if (!coworker) throw new BadRequestException(msg('errors.swapRequests.coworkerNotFound'));
    if (!(await this.schedules.canTake(coworker, shift, shift.id)))
      throw new ConflictException(msg('errors.swapRequests.coworkerCannotTake', { name: fullName(coworker) }));
    let id: string;
    try {
      id = await this.requests.insert(shiftId, user.id, toUserId);
    } catch (error) {
      if (isUniqueViolation(error, 'swap_requests_one_open_per_shift')) throw new ConflictException(msg('errors.swapRequests.alreadyOpen'));
      throw error;
    }
    const request = await this.found(id);
    await this.tell(request.to.id, 'offered', { name: fullName(user), ...shiftPlaceArgs(request.shift) }, shiftId);
    return request;
  }

  /** The coworker accepts (checked again: they could still take it); the offerer and the admins are told. */
  async accept(user: User, id: string): Promise<SwapRequestJson> {
    const request = await this.addressedTo(user, id);
    if (request.status !== 'offered') throw await this.notInState(id);
    const shift = await this.schedules.findJson(request.shift.id);
    if (!(await this.schedules.canTake(user, shift, shift.id))) throw new ConflictException(msg('errors.schedules.clashesWithYours'));
    await this.stepOrConflict(id, 'offered', 'accepted', { toUserId: user.id });
    const accepted = await this.found(id);
    await this.tell(accepted.from.id, 'accepted', { name: fullName(user), ...shiftPlaceArgs(accepted.shift) }, accepted.shift.id);
    await this.notifications.notifyRole(
      'admin',
      msg('notifications.swapRequests.toApprove.title'),
      msg('notifications.swapRequests.toApprove.message', { from: fullName(accepted.from), to: fullName(accepted.to), ...shiftPlaceArgs(accepted.shift) }),
      ['Schedule'],
      user.id,
      { kind: 'shift', id: accepted.shift.id },
    );
    return accepted;
  }

  /** The coworker declines; the offerer is told. */
  async decline(user: User, id: string): Promise<SwapRequestJson> {
    await this.addressedTo(user, id);
    await this.stepOrConflict(id, 'offered', 'declined', { toUserId: user.id });
    const declined = await this.found(id);
    await this.tell(declined.from.id, 'declined', { name: fullName(user), ...shiftPlaceArgs(declined.shift) }, declined.shift.id);
    return declined;
  }

  /** The offerer takes back a request still offered; the coworker is told. */
  async cancel(user: User, id: string): Promise<SwapRequestJson> {
    const row = await this.requests.findRow(id);
    if (!row || row.fromUserId !== user.id) throw new NotFoundException(NOT_FOUND);
    await this.stepOrConflict(id, 'offered', 'cancelled', { fromUserId: user.id });
    const cancelled = await this.found(id);
    await this.tell(cancelled.to.id, 'cancelled', { name: fullName(user), ...shiftPlaceArgs(cancelled.shift) }, cancelled.shift.id);
    return cancelled;
  }

  /**
   * Approves an accepted swap: in one transaction the request is approved (a conditional UPDATE)
   * and the shift handed to the coworker if it is still the offerer's (else a 409: it changed),
   * with approved time off and schedules_no_overlap refusing a conflict (a 409 naming it; nothing
   * changes). Both people are told.
   */
  async approve(id: string): Promise<SwapRequestJson> {
    const request = await this.found(id);
    if (request.shift.date < todayIso()) throw new ConflictException(msg('errors.swapRequests.pastShift'));
    // Deactivated (or no longer a worker or foreman) since accepting: nobody to hand it to.
    if (!(await this.requests.activeFieldPerson(request.to.id))) throw new ConflictException(msg('errors.swapRequests.coworkerNotFound'));
    const shift = await this.schedules.findJson(request.shift.id);
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.requests.step(id, 'accepted', 'approved', {}, manager))) throw await this.notInState(id);
      if (shift.workerId !== request.from.id || !(await this.schedules.handOver(manager, shift, request.to))) {
        throw new ConflictException(msg('errors.swapRequests.shiftChanged'));
      }
    });
    const approved = await this.found(id);
    const args = { from: fullName(approved.from), to: fullName(approved.to), ...shiftPlaceArgs(approved.shift) };
    await this.tell(approved.from.id, 'approvedFrom', args, approved.shift.id);
    await this.tell(approved.to.id, 'approvedTo', args, approved.shift.id);
    return approved;
  }

  /** Rejects an accepted swap: the shift stays the offerer's; both are told. */
  async reject(id: string): Promise<SwapRequestJson> {
    await this.found(id);
    await this.stepOrConflict(id, 'accepted', 'rejected');
    const rejected = await this.found(id);
    const args = { from: fullName(rejected.from), to: fullName(rejected.to), ...shiftPlaceArgs(rejected.shift) };
    await this.tell(rejected.from.id, 'rejected', args, rejected.shift.id);
    await this.tell(rejected.to.id, 'rejected', args, rejected.shift.id);
    return rejected;
  }

  /** A request addressed to the caller (anyone else's is not found, whatever it is). */
  private async addressedTo(user: User, id: string): Promise<SwapRequestJson> {
    const request = await this.requests.findById(id);
    if (!request || request.to.id !== user.id) throw new NotFoundException(NOT_FOUND);
    return request;
  }

  private async stepOrConflict(id: string, from: SwapStatus, to: SwapStatus, who: { toUserId?: string; fromUserId?: string } = {}): Promise<void> {
    if (!(await this.requests.step(id, from, to, who))) throw await this.notInState(id);
  }

  /** The 409 of a step its request's status no longer allows (or the 404 of one gone). */
  private async notInState(id: string): Promise<Error> {
    const row = await this.requests.findRow(id);
    if (!row) return new NotFoundException(NOT_FOUND);
    return new ConflictException(msg('errors.swapRequests.wrongState', { status: { $t: msg(`terms.swapStatus.${row.status}`) } }));
  }

  /** Tells `userId` of a step; the notification leads to the shift (My Schedule, or Scheduling for an admin). */
  private tell(userId: string, step: SwapStep, args: MessageArgs, shiftId: string) {
    return this.notifications.notify(
      userId,
      msg(`notifications.swapRequests.${step}.title`),
      msg(`notifications.swapRequests.${step}.message`, args),
      ['Schedule'],
      undefined,
      { kind: 'shift', id: shiftId },
    );
  }

  private async found(id: string): Promise<SwapRequestJson> {
    const request = await this.requests.findById(id);
    if (!request) throw new NotFoundException(NOT_FOUND);
    return request;
  }
}

/** A person's open requests are a handful: the bound only stops a pathological list. */
const MY_OPEN_MAX = 50;

type SwapStep = 'offered' | 'accepted' | 'declined' | 'cancelled' | 'approvedFrom' | 'approvedTo' | 'rejected';
