// A job site's costs for the admin: the summary with its labor breakdown, and the breakdown as CSV.
// Kept apart from JobSitesController (the site's own fields and the day's Start Job).
import { Controller, Get, Header, Param } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { UuidParamPipe } from '../common/pipes';
import { Answers, AnswersCsv } from '../openapi/answers.decorator';
import { JobSiteCostsJson, JobSiteCostsService } from './job-site-costs.service';

@Controller('job-sites')
export class JobSiteCostsController {
  constructor(private readonly costs: JobSiteCostsService) {}

  @Answers('JobSiteCostsJson')
  @Allow('admin')
  @Get(':id/costs')
  summary(@Param('id', UuidParamPipe) id: string): Promise<JobSiteCostsJson> {
    return this.costs.costs(id);
  }

  @AnswersCsv()
  @Allow('admin')
  @Get(':id/costs.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="job-site-labor.csv"')
  csv(@Param('id', UuidParamPipe) id: string): Promise<string> {
    return this.costs.costsCsv(id);
  }
}
