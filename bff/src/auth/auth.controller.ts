import { Body, Controller, Get, HttpCode, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { Allow, Public } from '../common/access.decorators';
import type { FastifyReply, FastifyRequest } from '../common/request-user';
import { CurrentUser } from '../common/current-user.decorator';
import { ALL_ROLES } from '../common/roles';
import { User } from '../users/user.entity';
import { type CurrentUserJson, toCurrentUserJson } from '../users/user-json';
import { UsersService } from '../users/users.service';
import type { Language } from '../i18n/language';
import { RequestLanguage } from '../i18n/request-language.decorator';
import { Translator } from '../i18n/translator';
import { UpdateCurrentUserDto } from './dto/update-current-user.dto';
import { AuthService, FORGOT_PASSWORD_ANSWER } from './auth.service';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { LoginDto } from './dto/login.dto';
import { LocalAuthGuard } from './local-auth.guard';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto, VerifyResetTokenDto } from './dto/token.dto';
import { SessionsService } from './sessions.service';
import { ApiFoundResponse } from '@nestjs/swagger';
import { Answers } from '../openapi/answers.decorator';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly translator: Translator,
  ) {}

  @Answers('CurrentUserJson')
  @Allow(...ALL_ROLES)
  @Get('user')
  user(@CurrentUser() user: User): CurrentUserJson {
    return toCurrentUserJson(user);
  }

  /** The caller's own settings: their language (en or es). */
  @Answers('CurrentUserJson')
  @Allow(...ALL_ROLES)
  @Patch('user')
  update(@CurrentUser() user: User, @Body() body: UpdateCurrentUserDto): Promise<CurrentUserJson> {
    return this.users.setLanguage(user, body.language);
  }

  /** The new member starts in the language their browser asks for (Accept-Language). */
  @Answers('CurrentUserJson')
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('register')
  async register(
    @Body() body: RegisterDto,
    @RequestLanguage() language: Language,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUserJson> {
    const user = await this.auth.register(body, language);
    await this.sessions.start(request, reply, user);
    return toCurrentUserJson(user);
  }

  @Answers('CurrentUserJson')
  @Public()
  @UseGuards(ThrottlerGuard, LocalAuthGuard)
  @Post('login')
  @HttpCode(200)
  // The guard checked the body and the credentials; @Body() keeps LoginDto as the route's declared
  // body (the security scan and the bad-input tests read it from here).
  async login(
    @Body() _credentials: LoginDto,
    @CurrentUser() user: User,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUserJson> {
    await this.sessions.start(request, reply, user);
    return toCurrentUserJson(user);
  }

  @Answers('NoticeJson')
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('forgot-password')
  @HttpCode(200)
  forgotPassword(@Body() body: ForgotPasswordDto, @RequestLanguage() language: Language): { message: string } {
    this.auth.requestPasswordReset(body.email);
    return { message: this.translator.text(language, FORGOT_PASSWORD_ANSWER) };
  }

  @Answers('ResetTokenValidJson')
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('verify-reset-token')
  @HttpCode(200)
  verifyResetToken(@Body() body: VerifyResetTokenDto): Promise<{ valid: true }> {
    return this.auth.verifyResetToken(body.token);
  }

  @Answers('NoticeJson')
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordDto, @RequestLanguage() language: Language): Promise<{ message: string }> {
    const { message } = await this.auth.resetPassword(body.token, body.newPassword);
    return { message: this.translator.text(language, message) };
  }
}

/** Browser navigations: /api/logout ends the session, /api/login goes to the landing page. */
@Controller()
export class SessionNavigationController {
  constructor(private readonly sessions: SessionsService) {}

  @ApiFoundResponse({ description: 'To the landing page (`/`).' })
  @Public()
  @Get('logout')
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.sessions.end(request, reply);
    await reply.redirect('/', 302);
  }

  @ApiFoundResponse({ description: 'To the landing page (`/`).' })
  @Public()
  @Get('login')
  async login(@Res() reply: FastifyReply): Promise<void> {
    await reply.redirect('/', 302);
  }
}
