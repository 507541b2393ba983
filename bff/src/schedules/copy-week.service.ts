// Copy a week: the shifts of one workweek become drafts of another, same weekday, times, site and
// worker. A copy the rules would refuse is skipped and said why: the worker deactivated or no
// longer a worker or foreman, a day already past, approved time off, a shift of theirs in the way
// (schedules_no_overlap decides, so an admin saving meanwhile is never double-booked).
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { todayIso } from '../common/calendar';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { msg } from '../i18n/message';
import { Translator } from '../i18n/translator';
import type { Language } from '../i18n/language';
import { workweekOf } from '../time-entries/timesheet';
import { DEACTIVATED_MEMBER } from '../users/users.service';
import { ScheduleWeeksRepository, type WeekCopyOutcome } from './schedule-weeks.repository';
import { fullName } from './schedule-conflicts';
import { type ScheduleJson, SchedulesRepository } from './schedules.repository';

export interface SkippedCopyJson {
  /** The shift of the week copied that was not copied. */
  shift: ScheduleJson;
  /** The day its copy would have been on. */
  date: string;
  /** Why not, in the reader's language. */
  reason: string;
}

/** POST /api/schedules/copy-week: how many drafts were made, and the shifts skipped with their reasons. */
export interface CopiedWeekJson {
  weekStart: string;
  weekEnd: string;
  created: number;
  /** How many were skipped in all. */
  skippedCount: number;
  /** The first SKIPPED_LISTED_MAX of them, by day and start. */
  skipped: SkippedCopyJson[];
}

/** Skips listed in one answer: copying a company's week twice skips thousands, and the reasons repeat. */
export const SKIPPED_LISTED_MAX = 100;

/** PostgreSQL's deadlock_detected: one of two statements waiting on each other's rows is cancelled. */
const DEADLOCK = '40P01';
const ATTEMPTS = 3;

@Injectable()
export class CopyWeekService {
  constructor(
    private readonly weeks: ScheduleWeeksRepository,
    private readonly schedules: SchedulesRepository,
    private readonly translator: Translator,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async copy(admin: { id: string }, fromWeek: string, toWeek: string, language: Language): Promise<CopiedWeekJson> {
    const from = workweekOf(fromWeek, this.config.workweekStart);
    const to = workweekOf(toWeek, this.config.workweekStart);
    if (from.weekStart === to.weekStart) throw new BadRequestException(msg('errors.schedules.sameWeek'));
    const days = Math.round((Date.parse(to.weekStart) - Date.parse(from.weekStart)) / 86_400_000);
    const outcomes = await this.copyOnce(from.weekStart, from.weekEnd, days, admin.id);
    const skips = outcomes.filter((outcome) => outcome.outcome !== 'created');
    const listed = skips.slice(0, SKIPPED_LISTED_MAX);
    const sources = listed.length > 0 ? await this.schedules.list({ ids: listed.map((skip) => skip.sourceId), limit: listed.length, offset: 0 }) : [];
    const sourceOf = new Map(sources.map((shift) => [shift.id, shift]));
    const skipped: SkippedCopyJson[] = [];
    for (const skip of listed) {
      const shift = sourceOf.get(skip.sourceId);
      // Deleted since the copy read it: nothing left to report on.
      if (!shift) continue;
      skipped.push({ shift, date: skip.date, reason: this.translator.text(language, await this.reason(skip, shift)) });
    }
    return { weekStart: to.weekStart, weekEnd: to.weekEnd, created: outcomes.length - skips.length, skippedCount: skips.length, skipped };
  }

  /** The copy as one statement; tried again when PostgreSQL cancels it to break a deadlock with a save in flight. */
  private async copyOnce(from: string, to: string, days: number, adminId: string): Promise<WeekCopyOutcome[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.weeks.copy(from, to, days, todayIso(), adminId);
      } catch (error) {
        const code = error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
        if (code !== DEADLOCK || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  /** Why a copy was skipped: the message the same shift would have been refused with. */
  private async reason(skip: WeekCopyOutcome, shift: ScheduleJson): Promise<string> {
    const name = shift.worker ? fullName(shift.worker) : '';
    switch (skip.outcome) {
      case 'inactive':
        return DEACTIVATED_MEMBER;
      case 'notSchedulable':
        return msg('errors.schedules.onlyWorkersAndForemen');
      case 'past':
        return msg('errors.schedules.dateTodayLater');
      case 'timeOff':
        return msg('errors.schedules.onTimeOff', {
          name,
          day: { $day: skip.date },
          range: { $dayRange: [skip.timeOffStart ?? skip.date, skip.timeOffEnd ?? skip.date] },
        });
      default: {
        const copy = { workerId: shift.workerId, date: skip.date, startTime: shift.startTime, endTime: shift.endTime };
        // The shift in the way (gone again meanwhile: the copy's own hours).
        const other = (await this.schedules.overlapping(copy)) ?? copy;
        return msg('errors.schedules.overlaps', { name, start: { $time: other.startTime }, end: { $time: other.endTime }, day: { $day: other.date } });
      }
    }
  }
}
