// The day's job-site records: a person's start at a site on a date and, once they end the job,
// its end.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { JobStart } from './job-start.entity';

@Injectable()
export class JobStartsRepository {
  constructor(@InjectRepository(JobStart) private readonly starts: Repository<JobStart>) {}

  /** The person's start at the site that day, or null. */
  find(personId: string, jobSiteId: string, date: string): Promise<JobStart | null> {
    return this.starts.findOneBy({ startedById: personId, jobSiteId, date });
  }

  /** Starts the site for the day; a start already made is kept (the unique index decides). */
  async startOnce(personId: string, jobSiteId: string, date: string): Promise<JobStart> {
    await this.starts.createQueryBuilder().insert().values({ jobSiteId, startedById: personId, date }).orIgnore().execute();
    return this.starts.findOneByOrFail({ startedById: personId, jobSiteId, date });
  }

  /**
   * Ends the person's job in progress that day, now: one statement, so of two End Job presses
   * only one ends it. The ended start, or null when none was in progress.
   */
  async endInProgress(personId: string, date: string): Promise<JobStart | null> {
    const result = await this.starts
      .createQueryBuilder()
      .update(JobStart)
      .set({ endedAt: () => 'greatest(now(), started_at)' })
      .where({ startedById: personId, date, endedAt: IsNull() })
      .returning('id')
      .execute();
    const [ended] = result.raw as Array<{ id: string }>;
    return ended ? this.starts.findOneByOrFail({ id: ended.id }) : null;
  }

  /** The person's most recent start that day (in progress or ended), or null. */
  latestOfDay(personId: string, date: string): Promise<JobStart | null> {
    return this.starts.findOne({ where: { startedById: personId, date }, order: { startedAt: 'DESC', id: 'DESC' } });
  }
}
