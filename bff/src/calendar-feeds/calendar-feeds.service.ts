// The calendar feed's rules: a person's private address (its token the only key, so it is long and
// random), a new one on request that ends the old, and the feed itself, the person's published
// shifts from 30 days back to 90 ahead, answered to whoever holds an active person's address.
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { todayIso } from '../common/calendar';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { msg } from '../i18n/message';
import { Translator } from '../i18n/translator';
import { addDays } from '../time-entries/timesheet';
import { type CalendarFeedUrlJson, CalendarFeedsRepository } from './calendar-feeds.repository';
import { shiftCalendar } from './shift-calendar';

/** The feed's window, in days around today. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 90;

/** 32 random bytes as base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const FEED_NOT_FOUND = msg('errors.calendarFeeds.notFound');

/**
 * Stored as it is, not hashed: the address must be shown again (My Schedule's Subscribe), and it
 * opens nothing but the person's shifts, which whoever could read this table reads beside it.
 */
const newToken = (): string => randomBytes(32).toString('base64url');

@Injectable()
export class CalendarFeedsService {
  constructor(
    private readonly feeds: CalendarFeedsRepository,
    private readonly translator: Translator,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The person's address, made on their first ask. */
  async url(userId: string): Promise<CalendarFeedUrlJson> {
    return this.urlOf(await this.feeds.tokenOf(userId, newToken()));
  }

  /** A new address for the person; the old one answers 404 from then on. */
  async regenerate(userId: string): Promise<CalendarFeedUrlJson> {
    const token = newToken();
    await this.feeds.replace(userId, token);
    return this.urlOf(token);
  }

  /** The feed of the active person whose address `token` is: anything else is a 404, malformed or not. */
  async feed(token: string): Promise<string> {
    const owner = TOKEN.test(token) ? await this.feeds.ownerOf(token) : null;
    if (!owner) throw new NotFoundException(FEED_NOT_FOUND);
    const today = todayIso();
    const shifts = await this.feeds.publishedShifts(owner.userId, addDays(today, -FEED_DAYS_BACK), addDays(today, FEED_DAYS_AHEAD));
    const { language } = owner;
    return shiftCalendar({
      name: this.translator.t(language, 'reports.calendarFeed.name', { company: this.config.companyName }),
      // The server's zone is the company's: every date and time of day in the app is read in it.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      shifts,
      describe: (shift) => this.translator.t(language, 'reports.calendarFeed.meet', { time: { $time: shift.meetTime } }),
    });
  }

  private urlOf(token: string): CalendarFeedUrlJson {
    return { url: `${this.config.publicUrl}/api/calendar/${token}.ics` };
  }
}
