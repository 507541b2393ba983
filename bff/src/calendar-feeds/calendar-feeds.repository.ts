// The calendar feed's queries: a person's address (made on first ask, replaced on request), whose
// address a token is, and the person's published shifts of the feed's window with their sites.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Language } from '../i18n/language';
import { Schedule } from '../schedules/schedule.entity';
import { CalendarFeed } from './calendar-feed.entity';
import type { FeedShift } from './shift-calendar';

/** GET /api/calendar/feed-url and its regenerate: the person's private calendar address. */
export interface CalendarFeedUrlJson {
  /** `<PUBLIC_URL>/api/calendar/<token>.ics`; whoever has it reads the person's shifts. */
  url: string;
}

/** Whose feed a token opens, and the language its texts are written in. */
export interface FeedOwner {
  userId: string;
  language: Language;
}

/**
 * The most shifts one feed holds: its window is 121 days, a person works a shift or two a day;
 * the bound only stops a pathological schedule.
 */
const FEED_SHIFTS_MAX = 500;

@Injectable()
export class CalendarFeedsRepository {
  constructor(
    @InjectRepository(CalendarFeed) private readonly feeds: Repository<CalendarFeed>,
    @InjectRepository(Schedule) private readonly schedules: Repository<Schedule>,
  ) {}

  /** The person's token; `fresh` becomes it when they have none (of two first asks at once, one insert wins and both read it). */
  async tokenOf(userId: string, fresh: string): Promise<string> {
    const existing = await this.feeds.findOne({ where: { userId }, select: { token: true } });
    if (existing) return existing.token;
    await this.feeds.createQueryBuilder().insert().values({ userId, token: fresh }).orIgnore().execute();
    return (await this.feeds.findOneOrFail({ where: { userId }, select: { token: true } })).token;
  }

  /** Makes `token` the person's only address: the one it replaces opens nothing from then on. */
  async replace(userId: string, token: string): Promise<void> {
    await this.feeds.createQueryBuilder().insert().values({ userId, token }).orUpdate(['token', 'created_at'], ['user_id']).execute();
  }

  /** The active person whose address `token` is (calendar_feeds_token_key), or null. */
  async ownerOf(token: string): Promise<FeedOwner | null> {
    const owner = await this.feeds
      .createQueryBuilder('f')
      .innerJoin('f.user', 'u')
      .select('u.id', 'userId')
      .addSelect('u.language', 'language')
      .where('f.token = :token AND u.deactivatedAt IS NULL', { token })
      .getRawOne<FeedOwner>();
    return owner ?? null;
  }

  /**
   * The person's published shifts dated `from` to `to` with their sites, by date and start
   * (schedules_worker_day_covering: the person's days in order).
   */
  publishedShifts(userId: string, from: string, to: string): Promise<FeedShift[]> {
    return this.schedules
      .createQueryBuilder('s')
      .innerJoin('s.jobSite', 'j')
      .select('s.id', 'id')
      .addSelect('s.date', 'date')
      .addSelect(`to_char(s.meetTime, 'HH24:MI')`, 'meetTime')
      .addSelect(`to_char(s.startTime, 'HH24:MI')`, 'startTime')
      .addSelect(`to_char(s.endTime, 'HH24:MI')`, 'endTime')
      .addSelect('s.sequence', 'sequence')
      .addSelect('s.createdAt', 'createdAt')
      .addSelect('s.changedAt', 'changedAt')
      .addSelect('j.name', 'siteName')
      .addSelect('j.address', 'siteAddress')
      .where('s.workerId = :userId AND s.publishedAt IS NOT NULL AND s.date BETWEEN :from AND :to', { userId, from, to })
      .orderBy('s.date')
      .addOrderBy('s.startTime')
      .addOrderBy('s.id')
      .limit(FEED_SHIFTS_MAX)
      .getRawMany<FeedShift>();
  }
}
