import { IsIn } from 'class-validator';
import { ISSUE_STATUSES, type IssueStatus } from '../issue.entity';

export class UpdateIssueStatusDto {
  @IsIn(ISSUE_STATUSES, { message: 'Status must be open, in_progress or resolved' })
  status: IssueStatus;
}
