import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Allow, Public } from '../common/access.decorators';
import { AuthRateLimitGuard } from '../common/auth-rate-limit.guard';
import { CurrentUser } from '../common/current-user.decorator';
import { ALL_ROLES } from '../common/roles';
import { User } from '../users/user.entity';
import { toUserJson, UserJson } from '../users/user-json';
import { AuthService, FORGOT_PASSWORD_ANSWER } from './auth.service';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto, VerifyResetTokenDto } from './dto/token.dto';
import { SESSION_COOKIE } from './sessions.service';

function logIn(request: Request, user: User): Promise<void> {
  return new Promise((resolve, reject) => request.logIn(user, (error: unknown) => (error ? reject(error) : resolve())));
}

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Allow(...ALL_ROLES)
  @Get('user')
  user(@CurrentUser() user: User): UserJson {
    return toUserJson(user);
  }

  @Public()
  @UseGuards(AuthRateLimitGuard)
  @Post('register')
  async register(@Body() body: RegisterDto, @Req() request: Request): Promise<UserJson> {
    const user = await this.auth.register(body);
    await logIn(request, user);
    return toUserJson(user);
  }

  @Public()
  @UseGuards(AuthRateLimitGuard)
  @Post('login')
  @HttpCode(200)
  async login(@Body() body: LoginDto, @Req() request: Request): Promise<UserJson> {
    const user = await this.auth.validateLogin(body.email, body.password);
    await logIn(request, user);
    return toUserJson(user);
  }

  @Public()
  @UseGuards(AuthRateLimitGuard)
  @Post('forgot-password')
  @HttpCode(200)
  forgotPassword(@Body() body: ForgotPasswordDto): { message: string } {
    this.auth.requestPasswordReset(body.email);
    return { message: FORGOT_PASSWORD_ANSWER };
  }

  @Public()
  @UseGuards(AuthRateLimitGuard)
  @Post('verify-reset-token')
  @HttpCode(200)
  verifyResetToken(@Body() body: VerifyResetTokenDto): Promise<{ valid: true }> {
    return this.auth.verifyResetToken(body.token);
  }

  @Public()
  @UseGuards(AuthRateLimitGuard)
  @Post('reset-password')
  @HttpCode(200)
  resetPassword(@Body() body: ResetPasswordDto): Promise<{ message: string }> {
    return this.auth.resetPassword(body.token, body.newPassword);
  }
}

/** Browser navigations: /api/logout ends the session, /api/login goes to the landing page. */
@Controller()
export class SessionNavigationController {
  @Public()
  @Get('logout')
  logout(@Req() request: Request, @Res() response: Response): void {
    const finish = (): void => {
      response.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
      response.redirect(302, '/');
    };
    if (!request.session) return finish();
    request.logout({ keepSessionInfo: false }, () => {
      request.session.destroy(() => finish());
    });
  }

  @Public()
  @Get('login')
  login(@Res() response: Response): void {
    response.redirect(302, '/');
  }
}
