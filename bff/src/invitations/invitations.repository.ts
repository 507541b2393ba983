// The invitations table's queries and its row-to-JSON mapping. "Pending": neither accepted nor
// revoked (expired ones stay pending, listed as expired, until resent or revoked); a link works
// while its invitation is pending and unexpired.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder, UpdateQueryBuilder } from 'typeorm';
import type { Role } from '../common/roles';
import type { Language } from '../i18n/language';
import { Invitation } from './invitation.entity';

/** How long an emailed link works. */
export const INVITATION_TTL_DAYS = 7;
const NEW_EXPIRY = () => `now() + interval '${INVITATION_TTL_DAYS} days'`;
const PENDING = 'accepted_at IS NULL AND revoked_at IS NULL';
const USABLE = `${PENDING} AND expires_at > now()`;

export interface InvitationJson {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  role: Role;
  /** The language of the invitation email (and of its Resend). */
  language: Language;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
}

/** What the invitee's page shows before they choose a password. */
export interface InviteeJson {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
}

export type NewInvitation = Pick<Invitation, 'email' | 'firstName' | 'lastName' | 'phoneNumber' | 'role' | 'tokenHash' | 'invitedBy' | 'language'>;

export function toInvitationJson(row: Invitation): InvitationJson {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    role: row.role,
    language: row.language,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    expired: row.expiresAt.getTime() <= Date.now(),
  };
}

/** UPDATE ... RETURNING gives the table's column names: map them as the entity would. */
function fromRaw(raw: Record<string, unknown>): Invitation {
  return Object.assign(new Invitation(), {
    id: raw.id,
    email: raw.email,
    firstName: raw.first_name,
    lastName: raw.last_name,
    phoneNumber: raw.phone_number,
    role: raw.role,
    language: raw.language,
    tokenHash: raw.token_hash,
    expiresAt: raw.expires_at,
    invitedBy: raw.invited_by,
    acceptedUserId: raw.accepted_user_id,
    acceptedAt: raw.accepted_at,
    revokedAt: raw.revoked_at,
    createdAt: raw.created_at,
  });
}

@Injectable()
export class InvitationsRepository {
  constructor(@InjectRepository(Invitation) private readonly invitations: Repository<Invitation>) {}

  private pending(manager?: EntityManager): SelectQueryBuilder<Invitation> {
    return (manager ?? this.invitations.manager).createQueryBuilder(Invitation, 'i').where('i.accepted_at IS NULL AND i.revoked_at IS NULL');
  }

  private update(manager?: EntityManager): UpdateQueryBuilder<Invitation> {
    return (manager ?? this.invitations.manager).createQueryBuilder().update(Invitation);
  }

  /** Stores a new invitation; the one-pending-per-email index refuses a second (23505). */
  async insert(manager: EntityManager, fields: NewInvitation): Promise<Invitation> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(Invitation)
      .values({ ...fields, expiresAt: () => NEW_EXPIRY() })
      .returning('*')
      .execute();
    return fromRaw((result.raw as Array<Record<string, unknown>>)[0]);
  }

  /** Pending invitations, newest first: `limit` after skipping `offset`. */
  pendingPage(offset: number, limit: number): Promise<Invitation[]> {
    return this.pending().orderBy('i.created_at', 'DESC').addOrderBy('i.id', 'DESC').offset(offset).limit(limit).getMany();
  }

  /** The pending, unexpired invitation a link's token hash names, or null. */
  usableByTokenHash(tokenHash: string): Promise<Invitation | null> {
    return this.pending().andWhere('i.token_hash = :tokenHash AND i.expires_at > now()', { tokenHash }).getOne();
  }

  /**
   * Marks the usable invitation of a token hash accepted and answers it, or null: one UPDATE, so
   * of two requests with one token only one gets the row (the other waits for its lock, then finds
   * it accepted). Part of the caller's transaction.
   */
  async claim(manager: EntityManager, tokenHash: string): Promise<Invitation | null> {
    const result = await this.update(manager)
      .set({ acceptedAt: () => 'now()' })
      .where(`token_hash = :tokenHash AND ${USABLE}`, { tokenHash })
      .returning('*')
      .execute();
    const raw = (result.raw as Array<Record<string, unknown>>)[0];
    return raw ? fromRaw(raw) : null;
  }

  async setAcceptedUser(manager: EntityManager, id: string, userId: string): Promise<void> {
    await this.update(manager).set({ acceptedUserId: userId }).where('id = :id', { id }).execute();
  }

  /** A new token for a pending invitation (the old link stops working) and a new expiry, or null. */
  async renew(id: string, tokenHash: string): Promise<Invitation | null> {
    const result = await this.update()
      .set({ tokenHash, expiresAt: () => NEW_EXPIRY() })
      .where(`id = :id AND ${PENDING}`, { id })
      .returning('*')
      .execute();
    const raw = (result.raw as Array<Record<string, unknown>>)[0];
    return raw ? fromRaw(raw) : null;
  }

  /** Revokes a pending invitation; false when there is none. */
  async revoke(id: string): Promise<boolean> {
    const result = await this.update()
      .set({ revokedAt: () => 'now()' })
      .where(`id = :id AND ${PENDING}`, { id })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
