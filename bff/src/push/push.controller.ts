import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, UnauthorizedException } from '@nestjs/common';
import { ApiNoContentResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SessionsService } from '../auth/sessions.service';
import { Allow } from '../common/access.decorators';
import { ALL_ROLES } from '../common/roles';
import { CurrentUser } from '../common/current-user.decorator';
import { UNAUTHORIZED_MESSAGE } from '../common/messages';
import { UuidParamPipe } from '../common/pipes';
import { Answers, AnswersList } from '../openapi/answers.decorator';
import { User } from '../users/user.entity';
import { SubscribePushDto } from './dto/subscribe-push.dto';
import type { PushSubscriptionJson } from './push.repository';
import { type PushSubscriptionIdJson, PushService, type VapidPublicKeyJson } from './push.service';

/** Everyone's devices: any logged-in person may have their notifications pushed. */
@Controller('push')
export class PushController {
  constructor(
    private readonly push: PushService,
    private readonly sessions: SessionsService,
  ) {}

  /** The key a browser subscribes with (applicationServerKey). */
  @Answers('VapidPublicKeyJson')
  @Allow(...ALL_ROLES)
  @Get('vapid-public-key')
  vapidPublicKey(): VapidPublicKeyJson {
    return this.push.vapidPublicKey();
  }

  /** This browser's PushSubscription (its toJSON()), for the caller and this login: 201 with its id, the same id when posted again. */
  @Answers('PushSubscriptionIdJson')
  @Allow(...ALL_ROLES)
  @Post('subscriptions')
  subscribe(@CurrentUser() user: User, @Req() request: FastifyRequest, @Body() body: SubscribePushDto): Promise<PushSubscriptionIdJson> {
    const sessionId = this.sessions.sessionIdOfRequest(request);
    if (sessionId === null) throw new UnauthorizedException(UNAUTHORIZED_MESSAGE);
    return this.push.subscribe(user, sessionId, body, request.headers['user-agent']);
  }

  /** The caller's devices with notifications on, newest first. */
  @AnswersList('PushSubscriptionJson')
  @Allow(...ALL_ROLES)
  @Get('subscriptions')
  mine(@CurrentUser() user: User, @Req() request: FastifyRequest): Promise<PushSubscriptionJson[]> {
    return this.push.mine(user, this.sessions.sessionIdOfRequest(request));
  }

  /** Turns notifications off for one of the caller's devices (anyone else's: 404). */
  @ApiNoContentResponse()
  @Allow(...ALL_ROLES)
  @Delete('subscriptions/:id')
  @HttpCode(204)
  async remove(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string): Promise<void> {
    await this.push.remove(user, id);
  }
}
