// Open shifts' queries and their JSON: a posted shift, the lists (a worker's: what they could take;
// the admin's: the unfilled ones with their pending claims), claims and their decisions, and the
// one conditional UPDATE that fills an open shift once.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import { shiftMinutes } from '../schedules/shift-times';
import { type ClaimStatus, OpenShiftClaim } from './open-shift-claim.entity';
import { OpenShift } from './open-shift.entity';
import { repositoryIn } from '../database/repository-in';
import { SCHEDULABLE_ROLES } from '../common/roles';

export interface OpenShiftJson {
  id: string;
  jobSiteId: string;
  date: string;
  meetTime: string;
  startTime: string;
  /** At or before startTime: the next day. */
  endTime: string;
  lengthMinutes: number;
  /** Given to a claimant (its shift is then theirs): no longer open. */
  filled: boolean;
  createdAt: Date;
  jobSite: { id: string; name: string; address: string } | null;
}

/** A worker's or foreman's open shift: one they could take, and their own claim of it, if any. */
export interface AvailableOpenShiftJson extends OpenShiftJson {
  myClaim: { id: string; status: ClaimStatus } | null;
}

export interface OpenShiftClaimJson {
  id: string;
  openShiftId: string;
  userId: string;
  status: ClaimStatus;
  createdAt: Date;
  /** The claimant's name (the admin's view). */
  user: { id: string; firstName: string; lastName: string } | null;
}

/** The admin's open shift: unfilled, with its pending claims (oldest first). */
export interface PostedOpenShiftJson extends OpenShiftJson {
  claims: OpenShiftClaimJson[];
}

export type OpenShiftFields = Pick<OpenShift, 'jobSiteId' | 'date' | 'meetTime' | 'startTime' | 'endTime'>;

/** An open shift's claims a list shows at most: the bound only stops a pathological shift. */
const CLAIMS_SHOWN_MAX = 50;

interface OpenShiftRow {
  id: string;
  job_site_id: string;
  date: string;
  meet_time: string;
  start_time: string;
  end_time: string;
  filled_at: Date | null;
  created_at: Date;
  site_id: string | null;
  site_name: string;
  site_address: string;
  claim_id?: string | null;
  claim_status?: ClaimStatus | null;
}

const OPEN_SHIFT_COLUMNS: Record<Exclude<keyof OpenShiftRow, 'claim_id' | 'claim_status'>, string> = {
  id: 'o.id',
  job_site_id: 'o.jobSiteId',
  date: 'o.date',
  meet_time: 'o.meetTime',
  start_time: 'o.startTime',
  end_time: 'o.endTime',
  filled_at: 'o.filledAt',
  created_at: 'o.createdAt',
  site_id: 'j.id',
  site_name: 'j.name',
  site_address: 'j.address',
};

function toOpenShiftJson(row: OpenShiftRow): OpenShiftJson {
  return {
    id: row.id,
    jobSiteId: row.job_site_id,
    date: row.date,
    meetTime: row.meet_time.slice(0, 5),
    startTime: row.start_time.slice(0, 5),
    endTime: row.end_time.slice(0, 5),
    lengthMinutes: shiftMinutes(row.start_time, row.end_time),
    filled: row.filled_at !== null,
    createdAt: row.created_at,
    jobSite: row.site_id ? { id: row.site_id, name: row.site_name, address: row.site_address } : null,
  };
}

function toClaimJson(claim: OpenShiftClaim): OpenShiftClaimJson {
  return {
    id: claim.id,
    openShiftId: claim.openShiftId,
    userId: claim.userId,
    status: claim.status,
    createdAt: claim.createdAt,
    user: claim.user ? { id: claim.user.id, firstName: claim.user.firstName, lastName: claim.user.lastName } : null,
  };
}

/**
 * Whether `:userId` could take open shift `o` without a refused conflict: none of their shifts
 * (drafts too: a draft holds its hours) overlaps its hours (schedules_no_overlap's test over the
 * same ranges, served by its gist index), and no approved time off covers its date.
 */
const TAKEABLE_BY_USER = `NOT EXISTS (SELECT 1 FROM schedules s WHERE s.worker_id = :userId AND s.period && o.period)
  AND NOT EXISTS (SELECT 1 FROM time_off_requests t WHERE t.user_id = :userId AND t.status = 'approved'
                  AND daterange(t.start_date, t.end_date, '[]') @> o.date)`;

@Injectable()
export class OpenShiftsRepository {
  constructor(
    @InjectRepository(OpenShift) private readonly openShifts: Repository<OpenShift>,
    @InjectRepository(OpenShiftClaim) private readonly claims: Repository<OpenShiftClaim>,
  ) {}

  /** Open shifts with their site, by date and start (the id last, so pages never overlap). */
  private selectOpenShifts(manager?: EntityManager): SelectQueryBuilder<OpenShift> {
    const repository = repositoryIn(this.openShifts, manager);
    const query = repository.createQueryBuilder('o').leftJoin('o.jobSite', 'j').select([]);
    for (const [alias, column] of Object.entries(OPEN_SHIFT_COLUMNS)) query.addSelect(column, alias);
    return query.orderBy('o.date').addOrderBy('o.startTime').addOrderBy('o.id');
  }

  async insert(fields: OpenShiftFields, createdById: string): Promise<string> {
    const result = await this.openShifts.insert({ ...fields, createdById });
    return (result.identifiers[0] as { id: string }).id;
  }

  async findById(id: string, manager?: EntityManager): Promise<OpenShiftJson | null> {
    const row = await this.selectOpenShifts(manager).where('o.id = :id', { id }).getRawOne<OpenShiftRow>();
    return row ? toOpenShiftJson(row) : null;
  }

  /**
   * The unfilled open shifts dated `from` to `to` that `userId` could take (TAKEABLE_BY_USER),
   * with their own claim of each (open_shifts_unfilled_by_date serves the range).
   */
  async available(userId: string, from: string, to: string, limit: number, offset: number): Promise<AvailableOpenShiftJson[]> {
    const rows = await this.selectOpenShifts()
      .leftJoin(OpenShiftClaim, 'c', 'c.openShiftId = o.id AND c.userId = :userId', { userId })
      .addSelect('c.id', 'claim_id')
      .addSelect('c.status', 'claim_status')
      .where('o.filledAt IS NULL AND o.date BETWEEN :from AND :to', { from, to })
      .andWhere(TAKEABLE_BY_USER, { userId })
      .limit(limit)
      .offset(offset)
      .getRawMany<OpenShiftRow>();
    return rows.map((row) => ({
      ...toOpenShiftJson(row),
      myClaim: row.claim_id ? { id: row.claim_id, status: row.claim_status as ClaimStatus } : null,
    }));
  }

  /** The admin's page: unfilled open shifts dated `from` or later, each with its pending claims and their names. */
  async posted(from: string, limit: number, offset: number): Promise<PostedOpenShiftJson[]> {
    const rows = await this.selectOpenShifts().where('o.filledAt IS NULL AND o.date >= :from', { from }).limit(limit).offset(offset).getRawMany<OpenShiftRow>();
    if (rows.length === 0) return [];
    const pending = await this.claims.find({
      where: { openShiftId: In(rows.map((row) => row.id)), status: 'pending' },
      relations: { user: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const claimsOf = new Map<string, OpenShiftClaimJson[]>();
    for (const claim of pending) {
      const list = claimsOf.get(claim.openShiftId) ?? [];
      if (list.length < CLAIMS_SHOWN_MAX) list.push(toClaimJson(claim));
      claimsOf.set(claim.openShiftId, list);
    }
    return rows.map((row) => ({ ...toOpenShiftJson(row), claims: claimsOf.get(row.id) ?? [] }));
  }

  /** A new pending claim; open_shift_claims_one_per_person refuses a second of the same person. */
  async insertClaim(openShiftId: string, userId: string): Promise<OpenShiftClaimJson> {
    return toClaimJson(await this.claims.save(this.claims.create({ openShiftId, userId })));
  }

  /** Whether claim `id`'s claimant is still an active worker or foreman. */
  claimantActive(id: string): Promise<boolean> {
    return this.claims
      .createQueryBuilder('c')
      .innerJoin('c.user', 'u')
      .where('c.id = :id AND u.deactivated_at IS NULL AND u.role IN (:...roles)', { id, roles: [...SCHEDULABLE_ROLES] })
      .getExists();
  }

  /** Deletes `userId`'s pending claim of open shift `openShiftId` (a withdrawal); whether there was one. */
  async deletePendingClaim(openShiftId: string, userId: string): Promise<boolean> {
    return Boolean((await this.claims.delete({ openShiftId, userId, status: 'pending' })).affected);
  }

  async findClaim(id: string, manager?: EntityManager): Promise<OpenShiftClaimJson | null> {
    const repository = repositoryIn(this.claims, manager);
    const claim = await repository.findOne({ where: { id }, relations: { user: true } });
    return claim ? toClaimJson(claim) : null;
  }

  /**
   * Marks open shift `id` filled if it still is open, in one UPDATE: a second approval at the same
   * moment waits for this one's row lock, then finds it filled. Whether this call filled it.
   */
  async markFilled(manager: EntityManager, id: string): Promise<boolean> {
    const result = await manager
      .getRepository(OpenShift)
      .createQueryBuilder()
      .update()
      .set({ filledAt: () => 'now()' })
      .where('id = :id AND filled_at IS NULL', { id })
      .execute();
    return Boolean(result.affected);
  }

  async setSchedule(manager: EntityManager, id: string, scheduleId: string): Promise<void> {
    await manager.getRepository(OpenShift).update({ id }, { scheduleId });
  }

  /** Decides claim `claimId` of open shift `openShiftId` if it is still pending; whether it was. */
  async decideClaim(claimId: string, openShiftId: string, status: Exclude<ClaimStatus, 'pending'>, manager?: EntityManager): Promise<boolean> {
    const repository = repositoryIn(this.claims, manager);
    const result = await repository
      .createQueryBuilder()
      .update()
      .set({ status, decidedAt: () => 'now()' })
      .where('id = :claimId AND open_shift_id = :openShiftId AND status = :pending', { claimId, openShiftId, pending: 'pending' })
      .execute();
    return Boolean(result.affected);
  }

  /** Rejects the still-pending claims of a filled open shift; whose they were (to tell them). */
  async rejectOthers(manager: EntityManager, openShiftId: string): Promise<string[]> {
    const result = await manager
      .getRepository(OpenShiftClaim)
      .createQueryBuilder()
      .update()
      .set({ status: 'rejected', decidedAt: () => 'now()' })
      .where('open_shift_id = :openShiftId AND status = :pending', { openShiftId, pending: 'pending' })
      .returning(['userId'])
      .execute();
    return (result.raw as Array<{ user_id: string }>).map((row) => row.user_id);
  }

  /** The people with a pending claim of open shift `openShiftId` (to tell them it is gone). */
  async pendingClaimants(manager: EntityManager, openShiftId: string): Promise<string[]> {
    const claims = await manager.getRepository(OpenShiftClaim).find({ select: { userId: true }, where: { openShiftId, status: 'pending' } });
    return claims.map((claim) => claim.userId);
  }

  /** Deletes open shift `id` if it is still unfilled (its claims go with it); whether it did. */
  async deleteUnfilled(manager: EntityManager, id: string): Promise<boolean> {
    const result = await manager.getRepository(OpenShift).createQueryBuilder().delete().where('id = :id AND filled_at IS NULL', { id }).execute();
    return Boolean(result.affected);
  }
}
