import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { Answers, AnswersList } from '../openapi/answers.decorator';
import { User } from '../users/user.entity';
import { OfferSwapDto } from './dto/offer-swap.dto';
import { COWORKERS_LIMIT_DEFAULT, CoworkerSearchDto, SWAP_LIST_LIMIT_DEFAULT, SwapListDto } from './dto/swap-list.dto';
import type { PersonNameJson, SwapRequestJson } from './swap-requests.repository';
import { SwapRequestsService } from './swap-requests.service';

/** Swaps: the offer under its shift (`/api/schedules/{id}/swap-requests`), each next step under `/api/swap-requests`. */
@Controller()
export class SwapRequestsController {
  constructor(private readonly swaps: SwapRequestsService) {}

  @Answers('SwapRequestJson')
  @Allow('foreman', 'worker')
  @Post('schedules/:id/swap-requests')
  offer(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string, @Body() body: OfferSwapDto): Promise<SwapRequestJson> {
    return this.swaps.offer(user, id, body.toUserId);
  }

  /** Whom a shift can be offered to: active workers and foremen by name (names only), searched, a bounded page. */
  @AnswersList('PersonNameJson')
  @Allow('foreman', 'worker')
  @Get('swap-requests/coworkers')
  coworkers(@CurrentUser() user: User, @Query() query: CoworkerSearchDto): Promise<PersonNameJson[]> {
    return this.swaps.coworkers(user, query.search, query.limit ?? COWORKERS_LIMIT_DEFAULT);
  }

  /** The caller's open requests (offered or accepted), theirs and to them. */
  @AnswersList('SwapRequestJson')
  @Allow('foreman', 'worker')
  @Get('swap-requests/my')
  mine(@CurrentUser() user: User): Promise<SwapRequestJson[]> {
    return this.swaps.mine(user);
  }

  /** The admin's: accepted swaps awaiting approval, oldest first. */
  @AnswersList('SwapRequestJson')
  @Allow('admin')
  @Get('swap-requests')
  accepted(@Query() query: SwapListDto): Promise<SwapRequestJson[]> {
    return this.swaps.accepted(query.limit ?? SWAP_LIST_LIMIT_DEFAULT, query.offset ?? 0);
  }

  @Answers('SwapRequestJson')
  @Allow('foreman', 'worker')
  @Post('swap-requests/:id/accept')
  @HttpCode(200)
  accept(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string): Promise<SwapRequestJson> {
    return this.swaps.accept(user, id);
  }

  @Answers('SwapRequestJson')
  @Allow('foreman', 'worker')
  @Post('swap-requests/:id/decline')
  @HttpCode(200)
  decline(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string): Promise<SwapRequestJson> {
    return this.swaps.decline(user, id);
  }

  @Answers('SwapRequestJson')
  @Allow('foreman', 'worker')
  @Post('swap-requests/:id/cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string): Promise<SwapRequestJson> {
    return this.swaps.cancel(user, id);
  }

  @Answers('SwapRequestJson')
  @Allow('admin')
  @Post('swap-requests/:id/approve')
  @HttpCode(200)
  approve(@Param('id', UuidParamPipe) id: string): Promise<SwapRequestJson> {
    return this.swaps.approve(id);
  }

  @Answers('SwapRequestJson')
  @Allow('admin')
  @Post('swap-requests/:id/reject')
  @HttpCode(200)
  reject(@Param('id', UuidParamPipe) id: string): Promise<SwapRequestJson> {
    return this.swaps.reject(id);
  }
}
