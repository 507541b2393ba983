import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { SessionsService } from '../auth/sessions.service';
import { Allow, Public } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import type { FastifyReply, FastifyRequest } from '../common/request-user';
import { User } from '../users/user.entity';
import { type CurrentUserJson, toCurrentUserJson } from '../users/user-json';
import type { Language } from '../i18n/language';
import { RequestLanguage } from '../i18n/request-language.decorator';
import { CreateInvitationDto } from './dto/create-invitation.dto';
import { INVITATION_LIST_DEFAULT_LIMIT, InvitationListDto } from './dto/invitation-list.dto';
import { AcceptInviteDto, InviteTokenDto } from './dto/invite-token.dto';
import { InvitationJson, InviteeJson } from './invitations.repository';
import { InvitationsService } from './invitations.service';
import { ApiNoContentResponse } from '@nestjs/swagger';
import { Answers, AnswersList } from '../openapi/answers.decorator';

/** The admin's side: invite, list the pending ones, resend, revoke. */
@Controller('invitations')
@Allow('admin')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Answers('InvitationJson')
  @Post()
  invite(@CurrentUser() admin: User, @Body() body: CreateInvitationDto, @RequestLanguage() language: Language): Promise<InvitationJson> {
    return this.invitations.invite(admin, body, language);
  }

  @AnswersList('InvitationJson')
  @Get()
  pending(@Query() query: InvitationListDto): Promise<InvitationJson[]> {
    return this.invitations.pending(query.offset ?? 0, query.limit ?? INVITATION_LIST_DEFAULT_LIMIT);
  }

  @Answers('InvitationJson')
  @Post(':id/resend')
  @HttpCode(200)
  resend(@CurrentUser() admin: User, @Param('id', UuidParamPipe) id: string): Promise<InvitationJson> {
    return this.invitations.resend(admin, id);
  }

  @ApiNoContentResponse()
  @Delete(':id')
  @HttpCode(204)
  revoke(@Param('id', UuidParamPipe) id: string): Promise<void> {
    return this.invitations.revoke(id);
  }
}

/** The invitee's side, public like the other auth calls and behind the same per-address limit. */
@Controller('auth')
export class InviteAcceptanceController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly sessions: SessionsService,
  ) {}

  @Answers('InviteeJson')
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('verify-invite')
  @HttpCode(200)
  verify(@Body() body: InviteTokenDto): Promise<InviteeJson> {
    return this.invitations.verify(body.token);
  }

  /** The new member, logged in (a session starts as at registration), in their browser's language. */
  @Answers('CurrentUserJson')
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('accept-invite')
  async accept(
    @Body() body: AcceptInviteDto,
    @RequestLanguage() language: Language,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUserJson> {
    const user = await this.invitations.accept(body.token, body.password, language);
    await this.sessions.start(request, reply, user);
    return toCurrentUserJson(user);
  }
}
