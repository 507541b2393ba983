// Open shifts' rules: an admin posts a shift without a worker; workers and foremen see those of
// the next 14 days they could take and claim them; an admin gives the shift to one claimant (the
// shift becomes theirs, filled once however many admins approve at the same moment) or rejects a
// claim. Everyone concerned is told. The queries are OpenShiftsRepository's.
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { todayIso } from '../common/calendar';
import { isUniqueViolation } from '../common/database-errors';
import { msg } from '../i18n/message';
import { JobSitesRepository } from '../job-sites/job-sites.repository';
import { NotificationsService } from '../notifications/notifications.service';
import { fullName, shiftPlaceArgs } from '../schedules/schedule-conflicts';
import type { ScheduleJson } from '../schedules/schedules.repository';
import { SchedulesService } from '../schedules/schedules.service';
import { endOrDefault } from '../schedules/shift-times';
import { addDays } from '../time-entries/timesheet';
import type { User } from '../users/user.entity';
import type { PostOpenShiftDto } from './dto/post-open-shift.dto';
import {
  type AvailableOpenShiftJson,
  type OpenShiftClaimJson,
  type OpenShiftFields,
  type OpenShiftJson,
  OpenShiftsRepository,
  type PostedOpenShiftJson,
} from './open-shifts.repository';

/** Workers and foremen see and claim the open shifts of this many days, today the first. */
export const OPEN_SHIFT_DAYS = 14;

const NOT_FOUND = msg('errors.openShifts.notFound');

@Injectable()
export class OpenShiftsService {
  constructor(
    private readonly openShifts: OpenShiftsRepository,
    private readonly schedules: SchedulesService,
    private readonly jobSites: JobSitesRepository,
    private readonly notifications: NotificationsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The days a worker's list and claims cover: today and the 13 after it. */
  private window(): { from: string; to: string } {
    const from = todayIso();
    return { from, to: addDays(from, OPEN_SHIFT_DAYS - 1) };
  }

  /** Posts an open shift (the admin's): a shift's rules without a worker. */
  async post(admin: User, input: PostOpenShiftDto): Promise<OpenShiftJson> {
    if (input.meetTime > input.startTime) throw new BadRequestException(msg('errors.schedules.meetAfterStart'));
    if (input.date < todayIso()) throw new BadRequestException(msg('errors.schedules.dateTodayLater'));
    if (!(await this.jobSites.findById(input.jobSiteId))) throw new NotFoundException(msg('errors.jobSites.notFound'));
    const fields: OpenShiftFields = {
      jobSiteId: input.jobSiteId,
      date: input.date,
      meetTime: input.meetTime,
      startTime: input.startTime,
      endTime: endOrDefault(input.startTime, input.endTime),
    };
    return this.found(await this.openShifts.insert(fields, admin.id));
  }

  /** A worker's or foreman's list: the next 14 days' open shifts they could take, with their own claims. */
  available(user: User, limit: number, offset: number): Promise<AvailableOpenShiftJson[]> {
    const { from, to } = this.window();
    return this.openShifts.available(user.id, from, to, limit, offset);
  }

  /** The admin's list: unfilled open shifts from today on, with their pending claims. */
  posted(limit: number, offset: number): Promise<PostedOpenShiftJson[]> {
    return this.openShifts.posted(todayIso(), limit, offset);
  }

  /**
   * The caller claims an open shift: one within the 14 days (else not theirs to see: 404), still
   * open, that they could take (else a 409), once (the unique constraint's 409).
   * Every admin is told.
   */
  async claim(user: User, id: string): Promise<OpenShiftClaimJson> {
    const shift = await this.openShifts.findById(id);
    const { from, to } = this.window();
    if (!shift || shift.date < from || shift.date > to) throw new NotFoundException(NOT_FOUND);
    if (shift.filled) throw new ConflictException(msg('errors.openShifts.filled'));
    if (!(await this.schedules.canTake(user, shift))) throw new ConflictException(msg('errors.schedules.clashesWithYours'));
    let claim: OpenShiftClaimJson;
    try {
      claim = await this.openShifts.insertClaim(id, user.id);
    } catch (error) {
      if (isUniqueViolation(error, 'open_shift_claims_one_per_person')) throw new ConflictException(msg('errors.openShifts.alreadyClaimed'));
      throw error;
    }
    await this.notifications.notifyRole(
      'admin',
      msg('notifications.openShifts.claimed.title'),
      msg('notifications.openShifts.claimed.message', { name: fullName(user), ...shiftPlaceArgs(shift) }),
      ['Schedule'],
      user.id,
      { kind: 'shift', id },
    );
    return claim;
  }

  /** The claimant takes back their pending claim (someone else's, or a decided one, is not found). */
  async withdraw(user: User, id: string): Promise<void> {
    if (!(await this.openShifts.deletePendingClaim(id, user.id))) throw new NotFoundException(msg('errors.openShifts.claimNotFound'));
  }

  /**
   * Gives the open shift to the claimant: in one transaction it is marked filled (a conditional
   * UPDATE: of two approvals at the same moment the second finds it filled, a 409), the claim
   * approved, the claimant's published shift inserted (the new shift's rules again; the database
   * refuses an overlap, a 409 naming it, and nothing changes) and the other claims rejected. The
   * claimant and the other claimants are told after the commit.
   */
  async approve(admin: User, id: string, claimId: string): Promise<ScheduleJson> {
    const shift = await this.openShifts.findById(id);
    if (!shift) throw new NotFoundException(NOT_FOUND);
    const claim = await this.openShifts.findClaim(claimId);
    if (!claim || claim.openShiftId !== id) throw new NotFoundException(msg('errors.openShifts.claimNotFound'));
    if (shift.date < todayIso()) throw new ConflictException(msg('errors.openShifts.passed'));
    // Deactivated, or no longer a worker or foreman, since claiming: the state forbids it now, as for a swap's coworker.
    if (!(await this.openShifts.claimantActive(claimId))) throw new ConflictException(msg('errors.openShifts.claimantInactive'));
    const { scheduleId, others } = await this.dataSource.transaction(async (manager) => {
      if (!(await this.openShifts.markFilled(manager, id))) throw new ConflictException(msg('errors.openShifts.filled'));
      if (!(await this.openShifts.decideClaim(claimId, id, 'approved', manager))) throw new ConflictException(msg('errors.openShifts.claimDecided'));
      const inserted = await this.schedules.insertPublished(
        manager,
        { workerId: claim.userId, jobSiteId: shift.jobSiteId, date: shift.date, meetTime: shift.meetTime, startTime: shift.startTime, endTime: shift.endTime },
        admin.id,
      );
      await this.openShifts.setSchedule(manager, id, inserted);
      return { scheduleId: inserted, others: await this.openShifts.rejectOthers(manager, id) };
    });
    await this.notifications.notify(
      claim.userId,
      msg('notifications.openShifts.approved.title'),
      msg('notifications.openShifts.approved.message', shiftPlaceArgs(shift)),
      ['Schedule'],
      undefined,
      { kind: 'shift', id: scheduleId },
    );
    for (const userId of others) {
      await this.notifications.notify(
        userId,
        msg('notifications.openShifts.givenToAnother.title'),
        msg('notifications.openShifts.givenToAnother.message', shiftPlaceArgs(shift)),
        ['Schedule'],
        undefined,
        { kind: 'shift', id },
      );
    }
    return this.schedules.findJson(scheduleId);
  }

  /** Rejects a pending claim; the claimant is told. A decided claim is a 409. */
  async reject(id: string, claimId: string): Promise<OpenShiftClaimJson> {
    const shift = await this.openShifts.findById(id);
    const claim = await this.openShifts.findClaim(claimId);
    if (!shift || !claim || claim.openShiftId !== id) throw new NotFoundException(msg('errors.openShifts.claimNotFound'));
    if (!(await this.openShifts.decideClaim(claimId, id, 'rejected'))) throw new ConflictException(msg('errors.openShifts.claimDecided'));
    await this.notifications.notify(
      claim.userId,
      msg('notifications.openShifts.rejected.title'),
      msg('notifications.openShifts.rejected.message', shiftPlaceArgs(shift)),
      ['Schedule'],
      undefined,
      { kind: 'shift', id },
    );
    return { ...claim, status: 'rejected' };
  }

  /** Takes back an unfilled open shift; its pending claimants are told. A filled one is a 409. */
  async remove(id: string): Promise<void> {
    const shift = await this.openShifts.findById(id);
    if (!shift) throw new NotFoundException(NOT_FOUND);
    const claimants = await this.dataSource.transaction(async (manager) => {
      const pending = await this.openShifts.pendingClaimants(manager, id);
      if (!(await this.openShifts.deleteUnfilled(manager, id))) throw new ConflictException(msg('errors.openShifts.filled'));
      return pending;
    });
    for (const userId of claimants) {
      await this.notifications.notify(
        userId,
        msg('notifications.openShifts.cancelled.title'),
        msg('notifications.openShifts.cancelled.message', shiftPlaceArgs(shift)),
        ['Schedule'],
        undefined,
        { kind: 'shift', id: null },
      );
    }
  }

  private async found(id: string): Promise<OpenShiftJson> {
    const shift = await this.openShifts.findById(id);
    if (!shift) throw new NotFoundException(NOT_FOUND);
    return shift;
  }
}
