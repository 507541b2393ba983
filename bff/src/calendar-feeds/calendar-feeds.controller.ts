import { Controller, Get, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { Allow, Public } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { Answers, AnswersCalendar } from '../openapi/answers.decorator';
import { User } from '../users/user.entity';
import type { CalendarFeedUrlJson } from './calendar-feeds.repository';
import { CalendarFeedsService } from './calendar-feeds.service';

/**
 * Feed reads a minute per client address. A calendar service (Google's, Apple's) fetches many
 * people's feeds from a few addresses, so this is above the auth routes' AUTH_RATE_LIMIT: it stops
 * a flood, while the 256-bit token is what stops guessing.
 */
const FEED_READS_PER_MINUTE = 60;

@Controller('calendar')
export class CalendarFeedsController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  /** The caller's private calendar address (My Schedule's Subscribe), made on first ask. */
  @Answers('CalendarFeedUrlJson')
  @Allow('foreman', 'worker')
  @Get('feed-url')
  url(@CurrentUser() user: User): Promise<CalendarFeedUrlJson> {
    return this.feeds.url(user.id);
  }

  /** A new address; the old one answers 404 from then on. */
  @Answers('CalendarFeedUrlJson')
  @Allow('foreman', 'worker')
  @Post('feed-url/regenerate')
  @HttpCode(200)
  regenerate(@CurrentUser() user: User): Promise<CalendarFeedUrlJson> {
    return this.feeds.regenerate(user.id);
  }

  /**
   * The person's shifts as iCalendar, for a calendar app's subscription: no session, the token is
   * the key. Private: never stored by a cache on the way (the API's Cache-Control: no-store), nor indexed.
   */
  @AnswersCalendar()
  @Public()
  @UseGuards(ThrottlerGuard)
  @Throttle({ default: { limit: FEED_READS_PER_MINUTE, ttl: 60_000 } })
  @Get(':token.ics')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Content-Disposition', 'inline; filename="shifts.ics"')
  @Header('X-Robots-Tag', 'noindex')
  feed(@Param('token') token: string): Promise<string> {
    return this.feeds.feed(token);
  }
}
