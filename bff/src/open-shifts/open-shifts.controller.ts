import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse } from '@nestjs/swagger';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { Answers, AnswersList } from '../openapi/answers.decorator';
import type { ScheduleJson } from '../schedules/schedules.repository';
import { User } from '../users/user.entity';
import { OPEN_SHIFT_LIST_LIMIT_DEFAULT, OpenShiftListDto } from './dto/open-shift-list.dto';
import { PostOpenShiftDto } from './dto/post-open-shift.dto';
import type { AvailableOpenShiftJson, OpenShiftClaimJson, OpenShiftJson, PostedOpenShiftJson } from './open-shifts.repository';
import { OpenShiftsService } from './open-shifts.service';

/** Open shifts live under /api/schedules (the routes); `{id}` is an open shift's id. */
@Controller('schedules')
export class OpenShiftsController {
  constructor(private readonly openShifts: OpenShiftsService) {}

  /** Posts a shift without a worker (its own route: a shift of `schedules` always has one). */
  @Answers('OpenShiftJson')
  @Allow('admin')
  @Post('open')
  post(@CurrentUser() admin: User, @Body() body: PostOpenShiftDto): Promise<OpenShiftJson> {
    return this.openShifts.post(admin, body);
  }

  /** The next 14 days' open shifts the caller could take, with their own claim of each. */
  @AnswersList('AvailableOpenShiftJson')
  @Allow('foreman', 'worker')
  @Get('open')
  available(@CurrentUser() user: User, @Query() query: OpenShiftListDto): Promise<AvailableOpenShiftJson[]> {
    return this.openShifts.available(user, query.limit ?? OPEN_SHIFT_LIST_LIMIT_DEFAULT, query.offset ?? 0);
  }

  /** The admin's: unfilled open shifts from today on, with their pending claims. */
  @AnswersList('PostedOpenShiftJson')
  @Allow('admin')
  @Get('open/posted')
  posted(@Query() query: OpenShiftListDto): Promise<PostedOpenShiftJson[]> {
    return this.openShifts.posted(query.limit ?? OPEN_SHIFT_LIST_LIMIT_DEFAULT, query.offset ?? 0);
  }

  @ApiNoContentResponse()
  @Allow('admin')
  @Delete('open/:id')
  @HttpCode(204)
  remove(@Param('id', UuidParamPipe) id: string): Promise<void> {
    return this.openShifts.remove(id);
  }

  @Answers('OpenShiftClaimJson')
  @Allow('foreman', 'worker')
  @Post(':id/claim')
  claim(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string): Promise<OpenShiftClaimJson> {
    return this.openShifts.claim(user, id);
  }

  /** Withdraws the caller's pending claim. */
  @ApiNoContentResponse()
  @Allow('foreman', 'worker')
  @Delete(':id/claim')
  @HttpCode(204)
  withdraw(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string): Promise<void> {
    return this.openShifts.withdraw(user, id);
  }

  /** Gives the open shift to the claim's person: their published shift. */
  @Answers('ScheduleJson')
  @Allow('admin')
  @Post(':id/claims/:claimId/approve')
  @HttpCode(200)
  approve(@CurrentUser() admin: User, @Param('id', UuidParamPipe) id: string, @Param('claimId', UuidParamPipe) claimId: string): Promise<ScheduleJson> {
    return this.openShifts.approve(admin, id, claimId);
  }

  @Answers('OpenShiftClaimJson')
  @Allow('admin')
  @Post(':id/claims/:claimId/reject')
  @HttpCode(200)
  reject(@Param('id', UuidParamPipe) id: string, @Param('claimId', UuidParamPipe) claimId: string): Promise<OpenShiftClaimJson> {
    return this.openShifts.reject(id, claimId);
  }
}
