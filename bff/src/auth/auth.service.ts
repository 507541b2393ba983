// Registration (with the PIN rule), login, and password reset by emailed single-use token.
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DataSource, QueryFailedError } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RealtimeService } from '../realtime/realtime.service';
import { SelfRegistrationService } from '../self-registration/self-registration.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { INVALID_RESET_LINK } from './dto/token.dto';
import type { RegisterDto } from './dto/register.dto';
import { MailService } from './mail.service';
import { PasswordHasher } from './password-hasher';
import { SessionsService } from './sessions.service';

export const DUPLICATE_EMAIL = 'An account with this email already exists';
export const INVALID_PIN = 'Invalid PIN for the selected role';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists with that email address, you will receive a password reset link shortly.';
export const PASSWORD_UPDATED = 'Your password has been updated.';
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

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
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly sessions: SessionsService,
    private readonly realtime: RealtimeService,
    private readonly selfRegistration: SelfRegistrationService,
  ) {}

  async register(input: RegisterDto): Promise<User> {
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
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext('groundwork:register'))`);
        if (pinOk === null) {
          // The role's PIN is unset: closed, except that an empty database may get its first admin.
          const firstAccount = input.role === 'admin' && (await manager.count(User)) === 0;
          if (!firstAccount) throw new ForbiddenException(`Registration as ${input.role} is disabled`);
        }
        const existing = await manager.createQueryBuilder(User, 'u').where('lower(u.email) = lower(:email)', { email: input.email }).getCount();
        if (existing > 0) throw new ConflictException(DUPLICATE_EMAIL);
        const user = manager.create(User, {
          role: input.role,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
          profileImageUrl: null,
          passwordHash,
        });
        return await manager.save(user);
      });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new ConflictException(DUPLICATE_EMAIL);
      }
      throw error;
    }
  }

  async validateLogin(email: string, password: string): Promise<User> {
    const user = await this.users.findByEmail(email);
    const ok = await this.hasher.verify(user?.passwordHash ?? null, password);
    // A deactivated member gets the answer of a wrong password, after the same work.
    if (!user || !ok || user.deactivatedAt !== null) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return user;
  }

  /** Answers at once; the lookup and the email happen in the background (same timing either way). */
  requestPasswordReset(email: string): void {
    this.sendResetEmail(email).catch((error: unknown) =>
      this.logger.error(`Could not send the password reset email: ${(error as Error).message}`),
    );
  }

  private async sendResetEmail(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.deactivatedAt !== null) return;
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.query(
      `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)`,
      [sha256(token).toString('hex'), user.id, new Date(Date.now() + RESET_TOKEN_TTL_MS)],
    );
    const link = `${this.config.publicUrl}/reset-password?token=${token}`;
    await this.mail.send({
      to: user.email,
      subject: 'Reset your Groundwork password',
      text:
        `Hello ${user.firstName},\n\n` +
        `Someone asked to reset the password of your ${this.config.companyName} account.\n` +
        `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
        `If you did not ask for this, you can ignore this email: your password stays the same.\n`,
    });
  }

  async verifyResetToken(token: string): Promise<{ valid: true }> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()`,
      [sha256(token).toString('hex')],
    );
    if (rows.length === 0) throw new BadRequestException(INVALID_RESET_LINK);
    return { valid: true };
  }

  async resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
    const passwordHash = await this.hasher.hash(newPassword);
    const userId = await this.dataSource.transaction(async (manager) => {
      // Single use, atomically: only one request can flip used_at.
      const [rows] = (await manager.query(
        `UPDATE password_reset_tokens SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING user_id`,
        [sha256(token).toString('hex')],
      )) as [Array<{ user_id: string }>, number];
      const userId = rows[0]?.user_id;
      if (!userId) throw new BadRequestException(INVALID_RESET_LINK);
      await manager.query(`UPDATE users SET password_hash = $1, updated_at = now() WHERE id = $2`, [passwordHash, userId]);
      // Other outstanding links of this user die with the reset too.
      await manager.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      await this.sessions.destroyAllForUser(userId, manager);
      return userId;
    });
    // Every session ended, so every open page of this user is logged out too.
    await this.realtime.toUserQuietly(userId, { type: 'logout' });
    return { message: PASSWORD_UPDATED };
  }
}
