// Logs a login's credentials in through the LocalStrategy, after the body's own checks. Not
// @nestjs/passport's AuthGuard('local'): that always runs passport's process-wide instance, where
// the last app started in the process owns 'local', so with several apps in one process (the
// two-instance tests) a login was checked by another app, and failed with a 500 once it stopped.
import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AppValidationPipe } from '../common/pipes';
import type { FastifyReply, FastifyRequest } from '../common/request-user';
import type { User } from '../users/user.entity';
import { INVALID_CREDENTIALS } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { LocalStrategy } from './local.strategy';

@Injectable()
export class LocalAuthGuard implements CanActivate {
  private readonly validation = new AppValidationPipe();

  constructor(private readonly strategy: LocalStrategy) {}

  /**
   * Guards run before pipes: the body is validated here first, so a malformed login still gets
   * the API's 400 messages (which field is missing) rather than passport-local's 401 "Missing credentials". Then
   * passport-local reads the email and password and the strategy checks them (401 when wrong);
   * the user it returns becomes request.user for the handler to start the session with.
   */
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    await this.validation.transform(request.body, { type: 'body', metatype: LoginDto });
    const passport = this.strategy.getPassportInstance();
    request.user = await new Promise<User>((resolve, reject) => {
      const authenticate = passport.authenticate('local', { session: false }, (error: unknown, user: User | false) => {
        if (error) reject(error);
        // No user and no error: passport-local found no credentials to check (the body passed its
        // checks above, so this is not expected); still the login's one refusal.
        else if (user) resolve(user);
        else reject(new UnauthorizedException(INVALID_CREDENTIALS));
      });
      authenticate(request, http.getResponse<FastifyReply>(), reject);
    });
    return true;
  }
}
