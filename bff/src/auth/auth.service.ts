// Registration (with the PIN rule), login, and password reset by emailed single-use token.
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DataSource, QueryFailedError } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RealtimeService } from '../realtime/realtime.service';
import { SelfRegistrationService } from '../self-registration/self-registration.service';
import { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { INVALID_RESET_LINK } from './dto/token.dto';
import { LoginFailuresRepository } from './login-failures.repository';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';
import type { RegisterDto } from './dto/register.dto';
import { MailService } from './mail.service';
import { PasswordHasher } from './password-hasher';
import { SessionsService } from './sessions.service';
import { msg } from '../i18n/message';
import type { Language } from '../i18n/language';
import { Translator } from '../i18n/translator';

export const DUPLICATE_EMAIL = msg('errors.auth.duplicateEmail');
export const INVALID_PIN = msg('errors.auth.invalidPin');
export const INVALID_CREDENTIALS = msg('errors.auth.invalidCredentials');
export const ACCOUNT_LOCKED = msg('errors.auth.accountLocked');
export const FORGOT_PASSWORD_ANSWER = msg('notices.auth.resetLinkSent');
export const PASSWORD_UPDATED = msg('notices.auth.passwordUpdated');
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Reset emails one account may be sent within an hour; more requests get the same answer, and nothing. */
const RESET_EMAILS_PER_HOUR = 3;

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Constant-time comparison: both sides hashed to equal length first. */
export function pinMatches(expected: string, given: string | undefined): boolean {
  return timingSafeEqual(sha256(expected), sha256(given ?? '')) && given !== undefined;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly userRows: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly sessions: SessionsService,
    private readonly realtime: RealtimeService,
    private readonly loginFailures: LoginFailuresRepository,
    private readonly resetTokens: PasswordResetTokensRepository,
    private readonly selfRegistration: SelfRegistrationService,
    private readonly translator: Translator,
  ) {}

  async register(input: RegisterDto, language: Language): Promise<User> {
    const pinFor = input.role === 'admin' ? this.config.adminPin : input.role === 'foreman' ? this.config.foremanPin : undefined;
    const pinOk = pinFor === undefined ? true : pinFor === null ? null : pinMatches(pinFor, input.pin);
    // A role with a PIN: a wrong one counts towards the role's lock, and a locked role refuses
    // even the right one, with the same answer.
    if ((input.role === 'admin' || input.role === 'foreman') && typeof pinFor === 'string') {
      if (!(await this.selfRegistration.admits(input.role, pinOk === true))) throw new ForbiddenException(INVALID_PIN);
    }
    const passwordHash = await this.hasher.hash(input.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        // One registration at a time: two racing "first accounts" cannot both become admin.
        await this.userRows.lockRegistrations(manager);
        if (pinOk === null) {
          // The role's PIN is unset: closed, except that an empty database may get its first admin.
          const firstAccount = input.role === 'admin' && (await this.userRows.noAccounts(manager));
          if (!firstAccount) throw new ForbiddenException(msg('errors.auth.registrationDisabled', { role: { $t: msg(`terms.roles.${input.role}`) } }));
        }
        if (await this.userRows.emailTaken(manager, input.email)) throw new ConflictException(DUPLICATE_EMAIL);
        return await this.userRows.insert(manager, {
          role: input.role,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
          profileImageUrl: null,
          passwordHash,
          language,
        });
      });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new ConflictException(DUPLICATE_EMAIL);
      }
      throw error;
    }
  }

  /**
   * The account's password, unless it is locked by too many wrong ones (429 with when to retry,
   * whatever the address, before any password is checked). Unknown emails are counted alike.
   */
  async validateLogin(email: string, password: string): Promise<User> {
    const account = email.trim().toLowerCase();
    const secondsLocked = await this.loginFailures.secondsLocked(account);
    if (secondsLocked > 0) throw new TooManyRequestsException(ACCOUNT_LOCKED, secondsLocked);
    const user = await this.users.findByEmail(email);
    const ok = await this.hasher.verify(user?.passwordHash ?? null, password);
    // A deactivated member gets the answer of a wrong password, after the same work.
    if (!user || !ok || user.deactivatedAt !== null) {
      await this.loginFailures.recordFailure(account, this.config.loginFailureLimit);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.loginFailures.clear(account);
    return user;
  }

  /** Answers at once; the lookup and the email happen in the background (same timing either way). */
  requestPasswordReset(email: string): void {
    this.sendResetEmail(email).catch((error: unknown) => this.logger.error(`Could not send the password reset email: ${(error as Error).message}`));
  }

  private async sendResetEmail(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.deactivatedAt !== null) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
    // A flood of requests for one address must not flood its inbox: past the limit, nothing is sent.
    if (!(await this.resetTokens.addWithinHourlyLimit(user.id, sha256(token).toString('hex'), expiresAt, RESET_EMAILS_PER_HOUR))) return;
    const link = `${this.config.publicUrl}/reset-password?token=${token}`;
    // In the account's own language, whoever's browser asked: it is the person who reads it.
    const language = user.language;
    await this.mail.send({
      to: user.email,
      subject: this.translator.t(language, 'emails.passwordReset.subject'),
      text: this.translator.t(language, 'emails.passwordReset.body', { firstName: user.firstName, company: this.config.companyName, link }),
    });
  }

  async verifyResetToken(token: string): Promise<{ valid: true }> {
    if (!(await this.resetTokens.isUsable(sha256(token).toString('hex')))) throw new BadRequestException(INVALID_RESET_LINK);
    return { valid: true };
  }

  async resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
    const passwordHash = await this.hasher.hash(newPassword);
    const { userId, email } = await this.dataSource.transaction(async (manager) => {
      const used = await this.resetTokens.consume(manager, sha256(token).toString('hex'));
      if (!used) throw new BadRequestException(INVALID_RESET_LINK);
      await this.userRows.setPasswordHash(manager, used.userId, passwordHash);
      await this.sessions.destroyAllForUser(used.userId, manager);
      return used;
    });
    // Whoever locked the account by guessing is out of the picture: its owner proved the mailbox.
    await this.loginFailures.clear(email.trim().toLowerCase());
    // Every session ended, so every open page of this user is logged out too.
    this.realtime.toUserQuietly(userId, { type: 'logout' });
    return { message: PASSWORD_UPDATED };
  }
}
