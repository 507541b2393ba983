import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { JobSite } from './job-site.entity';
import { JobSiteJson, toJobSiteJson } from './job-site-json';

@Injectable()
export class JobSitesService {
  constructor(@InjectRepository(JobSite) private readonly jobSites: Repository<JobSite>) {}

  /** Every site with its foreman's and client's names (admin list), by name. */
  async list(): Promise<JobSiteJson[]> {
    const sites = await this.query().orderBy('site.name', 'ASC').addOrderBy('site.id', 'ASC').getMany();
    return sites.map(toJobSiteJson);
  }

  /** A client's own sites (their work orders), newest first. */
  async clientSites(clientId: string): Promise<JobSiteJson[]> {
    const sites = await this.query().where('site.clientId = :clientId', { clientId }).orderBy('site.createdAt', 'DESC').addOrderBy('site.id', 'ASC').getMany();
    return sites.map(toJobSiteJson);
  }

  private query() {
    return this.jobSites.createQueryBuilder('site').leftJoinAndSelect('site.foreman', 'foreman').leftJoinAndSelect('site.client', 'client');
  }
}
