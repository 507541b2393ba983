import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { User } from '../users/user.entity';
import { ReportIssueDto } from './dto/report-issue.dto';
import { UpdateIssueStatusDto } from './dto/update-issue-status.dto';
import { IssueJson, IssuesService } from './issues.service';

@Controller('issues')
export class IssuesController {
  constructor(private readonly issues: IssuesService) {}

  @Allow('admin', 'foreman')
  @Get()
  all(): Promise<IssueJson[]> {
    return this.issues.all();
  }

  /** The dashboard's Open Issues card: one count, not the whole list counted in the browser. */
  @Allow('admin', 'foreman')
  @Get('open-count')
  openCount(): Promise<{ count: number }> {
    return this.issues.openCount();
  }

  @Allow('admin', 'foreman', 'worker')
  @Post()
  report(@CurrentUser() user: User, @Body() body: ReportIssueDto): Promise<IssueJson> {
    return this.issues.report(user, body);
  }

  @Allow('admin', 'foreman')
  @Patch(':id')
  changeStatus(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string, @Body() body: UpdateIssueStatusDto): Promise<IssueJson> {
    return this.issues.changeStatus(user, id, body.status);
  }
}
