import { Controller, Get } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { IssueJson, IssuesService } from './issues.service';

@Controller('issues')
export class IssuesController {
  constructor(private readonly issues: IssuesService) {}

  @Allow('admin', 'foreman')
  @Get()
  all(): Promise<IssueJson[]> {
    return this.issues.all();
  }
}
