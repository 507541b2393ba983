import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ANSWER_TAGS } from '../answers/answer-tags';
import { CachedAnswer } from '../answers/cached-answer.decorator';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { pageWindow } from '../common/paging';
import { UuidParamPipe } from '../common/pipes';
import { User } from '../users/user.entity';
import { AssignClientDto } from './dto/assign-client.dto';
import { CreateJobSiteDto } from './dto/create-job-site.dto';
import { GeocodeDto } from './dto/geocode.dto';
import { JobPunchDto } from './dto/job-punch.dto';
import { JobSiteCountDto, JobSiteListDto, JobSiteOptionsDto } from './dto/job-site-list.dto';
import { UpdateCostDto } from './dto/update-cost.dto';
import { UpdateJobSiteDto } from './dto/update-job-site.dto';
import { ClockSitesJson, JobSiteJson, JobSiteOptionJson, JobStartJson, MyCrewJson } from './job-sites.repository';
import { GeocodedPlace, GeocoderService } from './geocoder.service';
import { JobSitesService, MyJobSiteJson } from './job-sites.service';
import { Answers, AnswersList } from '../openapi/answers.decorator';

@Controller('job-sites')
export class JobSitesController {
  constructor(
    private readonly jobSites: JobSitesService,
    private readonly geocoder: GeocoderService,
  ) {}

  /**
   * A page of the Job Sites screen, by name; its total from GET count. One answer for every
   * admin, kept until any site changes or a person shown is renamed.
   */
  @AnswersList('JobSiteJson')
  @Allow('admin')
  @Get()
  @CachedAnswer({
    key: (query: JobSiteListDto) => {
      const { limit, offset } = pageWindow(query);
      return [query.search ?? null, limit, offset];
    },
    tags: (sites: JobSiteJson[]) => [
      'job_sites',
      ...sites.flatMap((site) => [site.foremanId, site.clientId]).flatMap((id) => (id ? [ANSWER_TAGS.users.user.of(id)] : [])),
    ],
  })
  list(@Query() query: JobSiteListDto): Promise<JobSiteJson[]> {
    return this.jobSites.list(query);
  }

  /** The list's total, kept until any site changes. */
  @Answers('CountJson')
  @Allow('admin')
  @Get('count')
  @CachedAnswer({ key: (query: JobSiteCountDto) => [query.search ?? null], tags: () => ['job_sites'] })
  count(@Query() query: JobSiteCountDto): Promise<{ count: number }> {
    return this.jobSites.count(query);
  }

  /** The job-site pickers (scheduling, invoices): few columns, few rows, searched on the server. */
  @AnswersList('JobSiteOptionJson')
  @Allow('admin')
  @Get('options')
  options(@Query() query: JobSiteOptionsDto): Promise<JobSiteOptionJson[]> {
    return this.jobSites.options(query);
  }

  @AnswersList('JobSiteJson')
  @Allow('client')
  @Get('my-sites')
  mySites(@CurrentUser() user: User): Promise<JobSiteJson[]> {
    return this.jobSites.clientSites(user.id);
  }

  /** Whether the job site form can find coordinates from an address (GEOCODER_URL is set). */
  @Answers('GeocoderJson')
  @Allow('admin')
  @Get('geocoder')
  geocoderAvailable(): { available: boolean } {
    return { available: this.geocoder.available };
  }

  /** The coordinates the geocoder finds for an address (the form fills them in for the admin to check). */
  @Answers('GeocodedPlace')
  @Allow('admin')
  @Get('geocode')
  geocode(@Query() query: GeocodeDto): Promise<GeocodedPlace> {
    return this.geocoder.find(query.address);
  }

  @Answers('MyJobSiteJson')
  @Allow('foreman', 'worker')
  @Get('my')
  mySite(@CurrentUser() user: User): Promise<MyJobSiteJson> {
    return this.jobSites.mySite(user);
  }

  /**
   * The foreman's crew today, each worker with their clock: its own read rather than a part of
   * GET my, which workers read too and which changes with the site, not with every punch.
   */
  @Answers('MyCrewJson')
  @Allow('foreman')
  @Get('my/crew')
  myCrew(@CurrentUser() user: User): Promise<MyCrewJson> {
    return this.jobSites.myCrew(user);
  }

  /** The Time Clock card's picker: the active sites, the caller's site today first. */
  @Answers('ClockSitesJson')
  @Allow('admin', 'foreman', 'worker')
  @Get('clock-sites')
  clockSites(@CurrentUser() user: User): Promise<ClockSitesJson> {
    return this.jobSites.clockSites(user);
  }

  /** Start Job; it also clocks the caller in (the body: where they are, optional). */
  @Answers('JobStartJson')
  @Allow('foreman', 'worker')
  @Post('start')
  @HttpCode(200)
  start(@CurrentUser() user: User, @Body() body: JobPunchDto): Promise<JobStartJson> {
    return this.jobSites.start(user, body);
  }

  /** End Job; it also clocks the caller out (the body: where they are, optional). */
  @Answers('JobStartJson')
  @Allow('foreman', 'worker')
  @Post('end')
  @HttpCode(200)
  end(@CurrentUser() user: User, @Body() body: JobPunchDto): Promise<JobStartJson> {
    return this.jobSites.end(user, body);
  }

  @Answers('JobSiteJson')
  @Allow('admin')
  @Post()
  create(@Body() body: CreateJobSiteDto): Promise<JobSiteJson> {
    return this.jobSites.create(body);
  }

  @Answers('JobSiteJson')
  @Allow('admin')
  @Patch(':id')
  update(@Param('id', UuidParamPipe) id: string, @Body() body: UpdateJobSiteDto): Promise<JobSiteJson> {
    return this.jobSites.update(id, body);
  }

  @Answers('JobSiteJson')
  @Allow('admin')
  @Patch(':id/assign-client')
  assignClient(@Param('id', UuidParamPipe) id: string, @Body() body: AssignClientDto): Promise<JobSiteJson> {
    return this.jobSites.assignClient(id, body.clientId);
  }

  @Answers('JobSiteJson')
  @Allow('admin')
  @Patch(':id/cost')
  updateCost(@Param('id', UuidParamPipe) id: string, @Body() body: UpdateCostDto): Promise<JobSiteJson> {
    return this.jobSites.updateCost(id, body);
  }
}
