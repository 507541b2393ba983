import { IsIn } from 'class-validator';
import { ISSUE_STATUSES, type IssueStatus } from '../issue.entity';
import { msg } from '../../i18n/message';

export class UpdateIssueStatusDto {
  @IsIn(ISSUE_STATUSES, { message: msg('validation.issues.status') })
  status: IssueStatus;
}
