// Credentials are checked by passport-local through @nestjs/passport (the stack's auth library):
// the strategy asks AuthService, the guard below runs it on the app's own Passport.
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Passport } from 'passport';
import { Strategy } from 'passport-local';
import type { User } from '../users/user.entity';
import { AuthService } from './auth.service';

/**
 * Where each strategy keeps its Passport. Not a class field: PassportStrategy registers itself
 * from inside super(), before field initialisers run (a field would be reset after it).
 */
const OWN_PASSPORT = Symbol('groundwork.passport');

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', session: false });
  }

  /**
   * One Passport per app, not passport's process-wide default: the tests run several apps, each
   * on its own database, in one process, and the last strategy registered would answer for all.
   */
  getPassportInstance(): InstanceType<typeof Passport> {
    const self = this as unknown as { [OWN_PASSPORT]?: InstanceType<typeof Passport> };
    return (self[OWN_PASSPORT] ??= new Passport());
  }

  /** The spec's one answer for an unknown email or a wrong password (401, AuthService's text). */
  validate(email: string, password: string): Promise<User> {
    return this.auth.validateLogin(email, password);
  }
}
