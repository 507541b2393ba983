import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { User } from '../users/user.entity';
import { AssignClientDto } from './dto/assign-client.dto';
import { CreateJobSiteDto } from './dto/create-job-site.dto';
import { JobSiteCountDto, JobSiteListDto, JobSiteOptionsDto } from './dto/job-site-list.dto';
import { UpdateCostDto } from './dto/update-cost.dto';
import { UpdateJobSiteDto } from './dto/update-job-site.dto';
import { JobSiteJson } from './job-site-json';
import { JobSiteOptionJson, JobSitesService, JobStartJson, MyJobSiteJson } from './job-sites.service';

@Controller('job-sites')
export class JobSitesController {
  constructor(private readonly jobSites: JobSitesService) {}

  /** A page of the Job Sites screen (spec 2.18), by name; its total from GET count. */
  @Allow('admin')
  @Get()
  list(@Query() query: JobSiteListDto): Promise<JobSiteJson[]> {
    return this.jobSites.list(query);
  }

  @Allow('admin')
  @Get('count')
  count(@Query() query: JobSiteCountDto): Promise<{ count: number }> {
    return this.jobSites.count(query);
  }

  /** The job-site pickers (scheduling, invoices): few columns, few rows, searched on the server. */
  @Allow('admin')
  @Get('options')
  options(@Query() query: JobSiteOptionsDto): Promise<JobSiteOptionJson[]> {
    return this.jobSites.options(query);
  }

  @Allow('client')
  @Get('my-sites')
  mySites(@CurrentUser() user: User): Promise<JobSiteJson[]> {
    return this.jobSites.clientSites(user.id);
  }

  @Allow('foreman', 'worker')
  @Get('my')
  mySite(@CurrentUser() user: User): Promise<MyJobSiteJson> {
    return this.jobSites.mySite(user);
  }

  @Allow('foreman', 'worker')
  @Post('start')
  @HttpCode(200)
  start(@CurrentUser() user: User): Promise<JobStartJson> {
    return this.jobSites.start(user);
  }

  @Allow('admin')
  @Post()
  create(@Body() body: CreateJobSiteDto): Promise<JobSiteJson> {
    return this.jobSites.create(body);
  }

  @Allow('admin')
  @Patch(':id')
  update(@Param('id', UuidParamPipe) id: string, @Body() body: UpdateJobSiteDto): Promise<JobSiteJson> {
    return this.jobSites.update(id, body);
  }

  @Allow('admin')
  @Patch(':id/assign-client')
  assignClient(@Param('id', UuidParamPipe) id: string, @Body() body: AssignClientDto): Promise<JobSiteJson> {
    return this.jobSites.assignClient(id, body.clientId);
  }

  @Allow('admin')
  @Patch(':id/cost')
  updateCost(@Param('id', UuidParamPipe) id: string, @Body() body: UpdateCostDto): Promise<JobSiteJson> {
    return this.jobSites.updateCost(id, body);
  }
}
