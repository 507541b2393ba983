import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { rowTags } from '../answers/answer-tags';
import { AnswersService } from '../answers/answers.service';
import { isUniqueViolation } from '../common/database-errors';
import { todayIso } from '../common/calendar';
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

  /** Starts a break now; the unique partial index refuses a second active one, however close the clicks. */
  async start(userId: string, breakType: BreakType): Promise<BreakJson> {
    let started: BreakJson;
    try {
      started = await this.breaks.start(userId, todayIso(), breakType);
    } catch (error) {
      if (isUniqueViolation(error, 'breaks_one_active_per_user')) throw new ConflictException(BREAK_ALREADY_ACTIVE);
      throw error;
    }
    this.answers.publishWritten(rowTags('breaks', { user_id: userId }));
    return started;
  }

  /** Ends the caller's own active break, once; someone else's break is not found. */
  async end(userId: string, id: string): Promise<BreakJson> {
    const ended = await this.breaks.end(userId, id);
    if (!ended) {
      if (!(await this.breaks.exists(userId, id))) throw new NotFoundException(msg('errors.breaks.notFound'));
      throw new ConflictException(msg('errors.breaks.alreadyEnded'));
    }
    this.answers.publishWritten(rowTags('breaks', { user_id: userId }));
    return ended;
  }
}
