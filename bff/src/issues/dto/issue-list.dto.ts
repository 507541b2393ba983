import { applyDecorators } from '@nestjs/common';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../common/paging';
import { ISSUE_STATUSES, type IssueStatus } from '../issue.entity';
import { msg } from '../../i18n/message';

/** `?status=`: only the issues of one status; left out, all of them. */
function IssueStatusFilter(): PropertyDecorator {
  return applyDecorators(IsOptional(), IsIn(ISSUE_STATUSES, { message: msg('validation.issues.statusFilter') }));
}

/** GET /api/issues: a page of the issues, newest first. */
export class IssueListDto extends PageQueryDto {
  @IssueStatusFilter()
  status?: IssueStatus;
}

/** GET /api/issues/count: the list's total, with the same status. */
export class IssueCountDto {
  @IssueStatusFilter()
  status?: IssueStatus;
}
