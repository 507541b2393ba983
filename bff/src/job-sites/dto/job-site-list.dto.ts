import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { JOB_SITE_STATUSES, type JobSiteStatus } from '../job-site.entity';
import { STATUS_MESSAGE } from './job-site-fields';
import { PageLimit, PageQueryDto, SearchText } from '../../common/paging';
import { msg } from '../../i18n/message';

/** GET /api/job-sites: a page of the admin's list, optionally searched by name or address. */
export class JobSiteListDto extends PageQueryDto {
  @SearchText()
  search?: string;
}

/** GET /api/job-sites/count: the list's total, with the same search. */
export class JobSiteCountDto {
  @SearchText()
  search?: string;
}

export const OPTIONS_LIMIT_DEFAULT = 20;
export const OPTIONS_LIMIT_MAX = 50;

/** GET /api/job-sites/options: a picker's first `limit` matches, optionally one client's sites only or one status only. */
export class JobSiteOptionsDto {
  @SearchText()
  search?: string;

  @IsOptional()
  @IsUUID('all', { message: msg('validation.jobSites.clientId') })
  clientId?: string;

  /** Only the sites of this status (a supply order's picker offers active sites). */
  @IsOptional()
  @IsIn(JOB_SITE_STATUSES, { message: STATUS_MESSAGE })
  status?: JobSiteStatus;

  @PageLimit(OPTIONS_LIMIT_MAX)
  limit?: number;
}
