import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { rowTags } from '../answers/answer-tags';
import { AnswersService } from '../answers/answers.service';
import { isUniqueViolation } from '../common/database-errors';
import { todayIso } from '../common/calendar';
import { occurredAtOf } from '../common/occurred-at';
import type { BreakType } from './break.entity';
import { BreakJson, BreaksRepository } from './breaks.repository';
import { msg } from '../i18n/message';

export const BREAK_ALREADY_ACTIVE = msg('errors.breaks.breakAlreadyActive');

/**
 * Bounds today's list (a list that grows stays bounded): far above a real day's breaks
 * (a handful), reached only by a script starting and ending breaks in a loop.
 */
export const TODAY_BREAKS_LIMIT = 100;

@Injectable()
export class BreaksService {
  constructor(
    private readonly breaks: BreaksRepository,
    private readonly answers: AnswersService,
  ) {}

  /** Today's breaks and the active one (even if it began before midnight), by start time. */
  async today(userId: string): Promise<BreakJson[]> {
    // The newest TODAY_BREAKS_LIMIT, shown oldest first. The active break is always among them: it
    // is the newest (one active at a time, and none starts while one runs).
    return this.breaks.newestOfDay(userId, todayIso(), TODAY_BREAKS_LIMIT);
  }

  /**
   * Starts a break now, or at `occurredAt` for one queued offline and sent later (its limits:
   * occurredAtOf; it must lie in the open entry, after the clock-in, and after the previous break
   * ended). The unique partial index refuses a second active one, however close the clicks.
   */
  async start(userId: string, breakType: BreakType, occurredAtText?: string): Promise<BreakJson> {
    const occurredAt = occurredAtOf(occurredAtText);
    if (occurredAt) {
      if (!(await this.breaks.clockedInBy(userId, occurredAt))) throw new BadRequestException(msg('errors.breaks.outsideEntry'));
      const lastEnd = await this.breaks.lastBreakEnd(userId);
      if (lastEnd && lastEnd.getTime() > occurredAt.getTime()) throw new BadRequestException(msg('errors.breaks.beforePreviousBreak'));
    }
    let started: BreakJson;
    try {
      started = await this.breaks.start(userId, todayIso(occurredAt ?? undefined), breakType, occurredAt);
    } catch (error) {
      if (isUniqueViolation(error, 'breaks_one_active_per_user')) throw new ConflictException(BREAK_ALREADY_ACTIVE);
      throw error;
    }
    this.answers.publishWritten(rowTags('breaks', { user_id: userId }));
    return started;
  }

  /**
   * Ends the caller's own active break, once, now or at `occurredAt` (sent later; not before the
   * break began); someone else's break is not found.
   */
  async end(userId: string, id: string, occurredAtText?: string): Promise<BreakJson> {
    const occurredAt = occurredAtOf(occurredAtText);
    const ended = await this.breaks.end(userId, id, occurredAt);
    if (!ended) {
      const found = await this.breaks.find(userId, id);
      if (!found) throw new NotFoundException(msg('errors.breaks.notFound'));
      if (found.endTime !== null) throw new ConflictException(msg('errors.breaks.alreadyEnded'));
      throw new BadRequestException(msg('errors.breaks.endBeforeStart'));
    }
    this.answers.publishWritten(rowTags('breaks', { user_id: userId }));
    return ended;
  }
}
