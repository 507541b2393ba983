import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Schedule } from './schedule.entity';
import type { ScheduleRangeDto } from './dto/schedule-range.dto';

export interface ScheduleJson {
  id: string;
  workerId: string;
  jobSiteId: string;
  date: string;
  meetTime: string;
  startTime: string;
  createdById: string | null;
  createdAt: Date;
  jobSite: { id: string; name: string; address: string } | null;
  worker: { id: string; firstName: string; lastName: string } | null;
}

export function toScheduleJson(schedule: Schedule): ScheduleJson {
  return {
    id: schedule.id,
    workerId: schedule.workerId,
    jobSiteId: schedule.jobSiteId,
    date: schedule.date,
    meetTime: schedule.meetTime.slice(0, 5),
    startTime: schedule.startTime.slice(0, 5),
    createdById: schedule.createdById,
    createdAt: schedule.createdAt,
    jobSite: schedule.jobSite ? { id: schedule.jobSite.id, name: schedule.jobSite.name, address: schedule.jobSite.address } : null,
    worker: schedule.worker
      ? { id: schedule.worker.id, firstName: schedule.worker.firstName, lastName: schedule.worker.lastName }
      : null,
  };
}

@Injectable()
export class SchedulesService {
  constructor(@InjectRepository(Schedule) private readonly schedules: Repository<Schedule>) {}

  async list(range: ScheduleRangeDto, workerId?: string): Promise<ScheduleJson[]> {
    if (range.from && range.to && range.from > range.to) throw new BadRequestException('from must not be after to');
    const query = this.schedules
      .createQueryBuilder('s')
      .leftJoinAndSelect('s.jobSite', 'jobSite')
      .leftJoinAndSelect('s.worker', 'worker')
      .orderBy('s.date', 'ASC')
      .addOrderBy('s.startTime', 'ASC')
      .addOrderBy('s.meetTime', 'ASC');
    if (workerId) query.andWhere('s.workerId = :workerId', { workerId });
    if (range.from) query.andWhere('s.date >= :from', { from: range.from });
    if (range.to) query.andWhere('s.date <= :to', { to: range.to });
    return (await query.getMany()).map(toScheduleJson);
  }
}
