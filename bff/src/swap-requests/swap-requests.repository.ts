// Swap requests' queries and their JSON: an offer, each step's conditional UPDATE, a person's open
// requests, the admin's accepted ones, and the coworker picker (names only).
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import { containsPattern } from '../common/paging';
import type { PersonNameJson } from '../job-sites/job-sites.repository';
import { shiftMinutes } from '../schedules/shift-times';
import { SCHEDULABLE_ROLES } from '../common/roles';
import { User } from '../users/user.entity';
import { OPEN_SWAP_STATUSES, SwapRequest, type SwapStatus } from './swap-request.entity';
import { repositoryIn } from '../database/repository-in';

export type { PersonNameJson };

export interface SwapRequestJson {
  id: string;
  status: SwapStatus;
  createdAt: Date;
  updatedAt: Date;
  /** Who offered the shift (its worker when offered). */
  from: PersonNameJson;
  /** The coworker it is offered to. */
  to: PersonNameJson;
  shift: {
    id: string;
    date: string;
    meetTime: string;
    startTime: string;
    endTime: string;
    /** As every shift's JSON: its length, a night shift's included. */
    lengthMinutes: number;
    jobSite: { id: string; name: string; address: string } | null;
  };
}

const personName = (user: User): PersonNameJson => ({ id: user.id, firstName: user.firstName, lastName: user.lastName });

function toSwapJson(request: SwapRequest): SwapRequestJson {
  const shift = request.schedule!;
  return {
    id: request.id,
    status: request.status,
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
    from: personName(request.fromUser!),
    to: personName(request.toUser!),
    shift: {
      id: shift.id,
      date: shift.date,
      meetTime: shift.meetTime.slice(0, 5),
      startTime: shift.startTime.slice(0, 5),
      endTime: shift.endTime.slice(0, 5),
      lengthMinutes: shiftMinutes(shift.startTime, shift.endTime),
      jobSite: shift.jobSite ? { id: shift.jobSite.id, name: shift.jobSite.name, address: shift.jobSite.address } : null,
    },
  };
}

@Injectable()
export class SwapRequestsRepository {
  constructor(
    @InjectRepository(SwapRequest) private readonly requests: Repository<SwapRequest>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  /** Requests with their shift, its site and both people's names (only those columns of users). */
  private selectRequests(manager?: EntityManager): SelectQueryBuilder<SwapRequest> {
    return repositoryIn(this.requests, manager)
      .createQueryBuilder('r')
      .innerJoin('r.schedule', 's')
      .addSelect(['s.id', 's.date', 's.meetTime', 's.startTime', 's.endTime'])
      .leftJoin('s.jobSite', 'j')
      .addSelect(['j.id', 'j.name', 'j.address'])
      .innerJoin('r.fromUser', 'f')
      .addSelect(['f.id', 'f.firstName', 'f.lastName'])
      .innerJoin('r.toUser', 't')
      .addSelect(['t.id', 't.firstName', 't.lastName']);
  }

  async findById(id: string, manager?: EntityManager): Promise<SwapRequestJson | null> {
    const request = await this.selectRequests(manager).where('r.id = :id', { id }).getOne();
    return request ? toSwapJson(request) : null;
  }

  /** The raw row (whose, which shift, which status) for the rules. */
  findRow(id: string): Promise<SwapRequest | null> {
    return this.requests.findOneBy({ id });
  }

  /** A new offer; swap_requests_one_open_per_shift refuses a second open request of the shift. */
  async insert(scheduleId: string, fromUserId: string, toUserId: string): Promise<string> {
    const result = await this.requests.insert({ scheduleId, fromUserId, toUserId });
    return (result.identifiers[0] as { id: string }).id;
  }

  /**
   * Moves request `id` from `from` to `to` if it is still `from` (and, given, `who` names its
   * recipient or offerer), in one UPDATE: two steps at the same moment cannot both apply.
   */
  async step(id: string, from: SwapStatus, to: SwapStatus, who: { toUserId?: string; fromUserId?: string } = {}, manager?: EntityManager): Promise<boolean> {
    const query = repositoryIn(this.requests, manager)
      .createQueryBuilder()
      .update()
      .set({ status: to, updatedAt: () => 'now()' })
      .where('id = :id AND status = :from', { id, from });
    if (who.toUserId) query.andWhere('to_user_id = :toUserId', { toUserId: who.toUserId });
    if (who.fromUserId) query.andWhere('from_user_id = :fromUserId', { fromUserId: who.fromUserId });
    return Boolean((await query.execute()).affected);
  }

  /** The person's open requests, offered by them or to them, newest first (at most `limit`). */
  async openOf(userId: string, limit: number): Promise<SwapRequestJson[]> {
    const found = await this.selectRequests()
      .where('r.status IN (:...open)', { open: OPEN_SWAP_STATUSES })
      .andWhere('(r.fromUserId = :userId OR r.toUserId = :userId)', { userId })
      .orderBy('r.createdAt', 'DESC')
      .addOrderBy('r.id')
      .take(limit)
      .getMany();
    return found.map(toSwapJson);
  }

  /** The admin's page: accepted swaps awaiting a decision, oldest first (swap_requests_accepted). */
  async accepted(limit: number, offset: number): Promise<SwapRequestJson[]> {
    const found = await this.selectRequests()
      .where('r.status = :accepted', { accepted: 'accepted' })
      .orderBy('r.updatedAt')
      .addOrderBy('r.id')
      .skip(offset)
      .take(limit)
      .getMany();
    return found.map(toSwapJson);
  }

  /** The coworker picker: active workers and foremen but `exceptId`, whose full name contains `search`, by name. */
  async coworkers(exceptId: string, search: string | undefined, limit: number): Promise<PersonNameJson[]> {
    const query = this.users
      .createQueryBuilder('u')
      .select(['u.id', 'u.firstName', 'u.lastName'])
      .where({ role: In([...SCHEDULABLE_ROLES]) })
      .andWhere('u.deactivated_at IS NULL AND u.id <> :exceptId', { exceptId });
    if (search) query.andWhere(`(u.first_name || ' ' || u.last_name) ILIKE :pattern`, { pattern: containsPattern(search) });
    const people = await query.orderBy('u.firstName').addOrderBy('u.lastName').addOrderBy('u.id').take(limit).getMany();
    return people.map(personName);
  }

  /** The name of `id` if they are an active worker or foreman (the only people a shift can be offered to), else null. */
  async activeFieldPerson(id: string): Promise<PersonNameJson | null> {
    const person = await this.users
      .createQueryBuilder('u')
      .select(['u.id', 'u.firstName', 'u.lastName'])
      .where('u.id = :id AND u.deactivated_at IS NULL', { id })
      .andWhere({ role: In([...SCHEDULABLE_ROLES]) })
      .getOne();
    return person ? personName(person) : null;
  }
}
