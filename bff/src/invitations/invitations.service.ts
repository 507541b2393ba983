// Invitations: an admin invites a person with a role; the server emails a single-use link (its
// token stored only as a hash, valid INVITATION_TTL_DAYS days) where the person chooses a
// password and is then a member, logged in. No PIN is asked on this path. Resend issues a new
// token (the old link dies) and a new expiry; revoke kills the link.
import { ServiceUnavailableException, BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MailService } from '../auth/mail.service';
import { PasswordHasher } from '../auth/password-hasher';
import { isUniqueViolation } from '../common/database-errors';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import type { CreateInvitationDto } from './dto/create-invitation.dto';
import { Invitation } from './invitation.entity';
import { INVITATION_TTL_DAYS, InvitationJson, InvitationsRepository, InviteeJson, toInvitationJson } from './invitations.repository';
import { msg } from '../i18n/message';
import type { Language } from '../i18n/language';
import { Translator } from '../i18n/translator';

export const ALREADY_REGISTERED = msg('errors.auth.duplicateEmail');
export const ALREADY_INVITED = msg('errors.invitations.alreadyInvited');
export const INVALID_INVITE = msg('errors.invitations.invalidInvite');
export const INVITATION_NOT_FOUND = msg('errors.invitations.notFound');
export const EMAIL_NOT_SENT = msg('errors.invitations.emailNotSent');

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256Hex(token) };
}

@Injectable()
export class InvitationsService {
  private readonly logger = new Logger(InvitationsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invitations: InvitationsRepository,
    private readonly users: UsersRepository,
    private readonly mail: MailService,
    private readonly hasher: PasswordHasher,
    private readonly translator: Translator,
  ) {}

  /** 409 when the email has an account or a pending invitation (the database's unique index decides a race). */
  /** The email is written in `input.language`, else `inviterLanguage` (the admin's request's), kept for Resend. */
  async invite(admin: User, input: CreateInvitationDto, inviterLanguage: Language): Promise<InvitationJson> {
    const { token, tokenHash } = newToken();
    let invitation: Invitation;
    try {
      invitation = await this.dataSource.transaction(async (manager) => {
        if (await this.users.emailTaken(manager, input.email)) throw new ConflictException(ALREADY_REGISTERED);
        return this.invitations.insert(manager, { ...input, language: input.language ?? inviterLanguage, tokenHash, invitedBy: admin.id });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'invitations_one_pending_per_email')) throw new ConflictException(ALREADY_INVITED);
      throw error;
    }
    await this.sendLink(invitation, token, admin);
    return toInvitationJson(invitation);
  }

  async pending(offset: number, limit: number): Promise<InvitationJson[]> {
    return (await this.invitations.pendingPage(offset, limit)).map(toInvitationJson);
  }

  async resend(admin: User, id: string): Promise<InvitationJson> {
    const { token, tokenHash } = newToken();
    const invitation = await this.invitations.renew(id, tokenHash);
    if (!invitation) throw new NotFoundException(INVITATION_NOT_FOUND);
    await this.sendLink(invitation, token, admin);
    return toInvitationJson(invitation);
  }

  async revoke(id: string): Promise<void> {
    if (!(await this.invitations.revoke(id))) throw new NotFoundException(INVITATION_NOT_FOUND);
  }

  /** The invitee's page: who is invited, as what (400 for a used, revoked, expired or unknown link). */
  async verify(token: string): Promise<InviteeJson> {
    const invitation = await this.invitations.usableByTokenHash(sha256Hex(token));
    if (!invitation) throw new BadRequestException(INVALID_INVITE);
    return { firstName: invitation.firstName, lastName: invitation.lastName, email: invitation.email, role: invitation.role };
  }

  /**
   * The invitee becomes a member with the invitation's details and role, in one transaction with
   * using up the link: a token works once, whatever the number of concurrent requests. An email
   * registered meanwhile is a 409 and leaves the invitation pending.
   */
  /** `language`: the member's own, as their browser asks for it (Accept-Language) when they accept. */
  async accept(token: string, password: string, language: Language): Promise<User> {
    const passwordHash = await this.hasher.hash(password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const invitation = await this.invitations.claim(manager, sha256Hex(token));
        if (!invitation) throw new BadRequestException(INVALID_INVITE);
        const user = await this.users.insert(manager, {
          role: invitation.role,
          email: invitation.email,
          firstName: invitation.firstName,
          lastName: invitation.lastName,
          phoneNumber: invitation.phoneNumber,
          profileImageUrl: null,
          passwordHash,
          language,
        });
        await this.invitations.setAcceptedUser(manager, invitation.id, user.id);
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_unique')) throw new ConflictException(ALREADY_REGISTERED);
      throw error;
    }
  }

  private async sendLink(invitation: Invitation, token: string, admin: User): Promise<void> {
    const link = `${this.config.publicUrl}/accept-invite?token=${token}`;
    try {
      const language = invitation.language;
      const company = this.config.companyName;
      await this.mail.send({
        to: invitation.email,
        subject: this.translator.t(language, 'emails.invitation.subject', { company }),
        text: this.translator.t(language, 'emails.invitation.body', {
          firstName: invitation.firstName,
          inviter: `${admin.firstName} ${admin.lastName}`,
          company,
          role: { $t: msg(`emails.invitation.roles.${invitation.role}`) },
          days: INVITATION_TTL_DAYS,
          link,
        }),
      });
    } catch (error) {
      this.logger.error(`Could not send the invitation email: ${(error as Error).message}`);
      throw new ServiceUnavailableException(EMAIL_NOT_SENT);
    }
  }
}
