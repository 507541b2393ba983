import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { todayIso } from '../common/calendar';
import { pageWindow } from '../common/paging';
import { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/user.entity';
import type { IssueCountDto, IssueListDto } from './dto/issue-list.dto';
import type { ReportIssueDto } from './dto/report-issue.dto';
import type { IssueStatus } from './issue.entity';
import { IssueJson, IssuesRepository } from './issues.repository';
import { msg, ref } from '../i18n/message';

/** open -> in_progress -> resolved: an issue only moves forward. */
const EARLIER: Record<IssueStatus, IssueStatus[]> = { open: [], in_progress: ['open'], resolved: ['open', 'in_progress'] };

@Injectable()
export class IssuesService {
  constructor(
    private readonly issues: IssuesRepository,
    private readonly notifications: NotificationsService,
  ) {}

  /** A page of the issues (of one status, if asked), newest first. */
  async list(query: IssueListDto): Promise<IssueJson[]> {
    const { limit, offset } = pageWindow(query);
    return this.issues.page(query.status, limit, offset);
  }

  /** The list's total (its pager's), with the same status; an index-only count. */
  async count(query: IssueCountDto): Promise<{ count: number }> {
    return { count: await this.issues.count(query.status) };
  }

  /** Every open issue (admins and foremen see the same list, so the same count). */
  async openCount(): Promise<{ count: number }> {
    return this.count({ status: 'open' });
  }

  /**
   * A report from the field: filed against the reporter's site today; admins and its foreman are
   * told. One statement (REPORT_ISSUE) stores the issue and its notifications, together or not
   * at all, so a crash cannot leave a report nobody was told about; their pushes, and the
   * answer-cache tags the statement kept from its triggers, follow the commit.
   */
  async report(reporter: User, body: ReportIssueDto): Promise<IssueJson> {
    const { issue, told, answerTags } = await this.issues.storeReport({ reporter, body, day: todayIso() });
    this.notifications.pushStored(told, ['Issue'], answerTags);
    return issue;
  }

  /** Admins move any issue; a foreman those at their sites or reported by them. The reporter is told. */
  async changeStatus(actor: User, id: string, status: IssueStatus): Promise<IssueJson> {
    const issue = await this.load(id);
    if (actor.role !== 'admin' && issue.jobSite?.foremanId !== actor.id && issue.reportedById !== actor.id) {
      throw new ForbiddenException(msg('errors.issues.onlyAdminOrForeman'));
    }
    // Conditional on the earlier status, so two people moving it at once cannot both succeed.
    if (!(await this.issues.moveStatus(id, EARLIER[status], status))) {
      throw new ConflictException(msg('errors.issues.alreadyStatus', { status: ref(`terms.issueStatus.${(await this.load(id)).status}`) }));
    }
    if (issue.reportedById && issue.reportedById !== actor.id) {
      await this.notifications.notify(
        issue.reportedById,
        msg('notifications.issues.updated.title'),
        msg('notifications.issues.updated.message', { title: issue.title, status: ref(`terms.issueStatus.${status}`) }),
        ['Issue'],
        undefined,
        {
          kind: 'issue',
          id,
        },
      );
    }
    return this.load(id);
  }

  private async load(id: string): Promise<IssueJson> {
    const issue = await this.issues.findById(id);
    if (!issue) throw new NotFoundException(msg('errors.issues.notFound'));
    return issue;
  }
}
