import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { CachedAnswer } from '../answers/cached-answer.decorator';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { User } from '../users/user.entity';
import { IssueCountDto, IssueListDto } from './dto/issue-list.dto';
import { ReportIssueDto } from './dto/report-issue.dto';
import { UpdateIssueStatusDto } from './dto/update-issue-status.dto';
import { IssueJson } from './issues.repository';
import { IssuesService } from './issues.service';
import { Answers, AnswersList } from '../openapi/answers.decorator';

@Controller('issues')
export class IssuesController {
  constructor(private readonly issues: IssuesService) {}

  /** A page of the Job Site Issues list, newest first; its total from GET count. */
  @AnswersList('IssueJson')
  @Allow('admin', 'foreman')
  @Get()
  list(@Query() query: IssueListDto): Promise<IssueJson[]> {
    return this.issues.list(query);
  }

  @Answers('CountJson')
  @Allow('admin', 'foreman')
  @Get('count')
  count(@Query() query: IssueCountDto): Promise<{ count: number }> {
    return this.issues.count(query);
  }

  /**
   * The dashboard's Open Issues card: one count, not the whole list counted in the browser, the
   * same for every admin and foreman, kept until any issue changes.
   */
  @Answers('CountJson')
  @Allow('admin', 'foreman')
  @Get('open-count')
  @CachedAnswer({ key: () => [], tags: () => ['issues'] })
  openCount(): Promise<{ count: number }> {
    return this.issues.openCount();
  }

  @Answers('IssueJson')
  @Allow('admin', 'foreman', 'worker')
  @Post()
  report(@CurrentUser() user: User, @Body() body: ReportIssueDto): Promise<IssueJson> {
    return this.issues.report(user, body);
  }

  @Answers('IssueJson')
  @Allow('admin', 'foreman')
  @Patch(':id')
  changeStatus(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string, @Body() body: UpdateIssueStatusDto): Promise<IssueJson> {
    return this.issues.changeStatus(user, id, body.status);
  }
}
