import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CachedAnswer } from '../answers/cached-answer.decorator';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { User } from '../users/user.entity';
import { CreateTimeOffRequestDto } from './dto/create-time-off-request.dto';
import { DecideTimeOffRequestDto } from './dto/decide-time-off-request.dto';
import { TimeOffListDto } from './dto/time-off-list.dto';
import type { TimeOffRequestJson } from './time-off-requests.repository';
import { TimeOffRequestsService } from './time-off-requests.service';
import { Answers, AnswersList } from '../openapi/answers.decorator';

@Controller('time-off-requests')
export class TimeOffRequestsController {
  constructor(private readonly requests: TimeOffRequestsService) {}

  @AnswersList('TimeOffRequestJson')
  @Allow('admin')
  @Get()
  all(@Query() query: TimeOffListDto): Promise<TimeOffRequestJson[]> {
    return this.requests.all(query.status, query.limit);
  }

  /**
   * The dashboard's Pending Requests card: the whole count (the list stops at its limit), one
   * answer for every admin, kept until any request changes.
   */
  @Answers('CountJson')
  @Allow('admin')
  @Get('pending-count')
  @CachedAnswer({ key: () => [], tags: () => ['time_off_requests'] })
  pendingCount(): Promise<{ count: number }> {
    return this.requests.pendingCount();
  }

  @AnswersList('TimeOffRequestJson')
  @Allow('admin', 'foreman', 'worker')
  @Get('my')
  mine(@CurrentUser() user: User): Promise<TimeOffRequestJson[]> {
    return this.requests.mine(user.id);
  }

  @Answers('TimeOffRequestJson')
  @Allow('foreman', 'worker')
  @Post()
  create(@CurrentUser() user: User, @Body() body: CreateTimeOffRequestDto): Promise<TimeOffRequestJson> {
    return this.requests.create(user, body);
  }

  @Answers('TimeOffRequestJson')
  @Allow('admin')
  @Patch(':id')
  decide(@Param('id', UuidParamPipe) id: string, @Body() body: DecideTimeOffRequestDto): Promise<TimeOffRequestJson> {
    return this.requests.decide(id, body.status, body.reason || null);
  }

  /** The requester takes back their own pending request (someone else's is not found; a decided one is a 409). */
  @Answers('TimeOffRequestJson')
  @Allow('foreman', 'worker')
  @Post(':id/withdraw')
  @HttpCode(200)
  withdraw(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string): Promise<TimeOffRequestJson> {
    return this.requests.withdraw(user, id);
  }
}
