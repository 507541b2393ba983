import { Controller, Get } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { User } from '../users/user.entity';
import { JobSiteJson } from './job-site-json';
import { JobSitesService } from './job-sites.service';

@Controller('job-sites')
export class JobSitesController {
  constructor(private readonly jobSites: JobSitesService) {}

  @Allow('admin')
  @Get()
  list(): Promise<JobSiteJson[]> {
    return this.jobSites.list();
  }

  @Allow('client')
  @Get('my-sites')
  mySites(@CurrentUser() user: User): Promise<JobSiteJson[]> {
    return this.jobSites.clientSites(user.id);
  }
}
