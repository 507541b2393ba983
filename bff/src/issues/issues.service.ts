import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { pageWindow } from '../common/paging';
import { JobSitesService } from '../job-sites/job-sites.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { IssueCountDto, IssueListDto } from './dto/issue-list.dto';
import type { ReportIssueDto } from './dto/report-issue.dto';
import { Issue, IssueSeverity, IssueStatus } from './issue.entity';

export interface IssueJson {
  id: string;
  title: string;
  description: string;
  severity: IssueSeverity;
  status: IssueStatus;
  jobSiteId: string | null;
  reportedById: string | null;
  reportedBy: { id: string; firstName: string; lastName: string } | null;
  /** foremanId lets the page offer the status buttons only to who may use them. */
  jobSite: { id: string; name: string; foremanId: string | null } | null;
  createdAt: Date;
}

/** Spec 4: open -> in_progress -> resolved; an issue only moves forward. */
const EARLIER: Record<IssueStatus, IssueStatus[]> = { open: [], in_progress: ['open'], resolved: ['open', 'in_progress'] };
const STATUS_LABEL: Record<IssueStatus, string> = { open: 'open', in_progress: 'in progress', resolved: 'resolved' };

/** One issue with its reporter's name and its site's name and foreman, in one lean statement (no entity hydration). */
const ISSUE_SELECT = `
  SELECT issue.id, issue.title, issue.description, issue.severity, issue.status, issue.job_site_id, issue.reported_by_id, issue.created_at,
         reporter.first_name AS reporter_first_name, reporter.last_name AS reporter_last_name,
         site.name AS site_name, site.foreman_id AS site_foreman_id
    FROM issues issue
    LEFT JOIN users reporter ON reporter.id = issue.reported_by_id
    LEFT JOIN job_sites site ON site.id = issue.job_site_id`;

/** Newest first; the id breaks ties so pages never overlap or skip (issues_newest, issues_status_newest). */
const NEWEST_FIRST = 'ORDER BY issue.created_at DESC, issue.id DESC';

interface IssueRow {
  id: string;
  title: string;
  description: string;
  severity: IssueSeverity;
  status: IssueStatus;
  job_site_id: string | null;
  reported_by_id: string | null;
  created_at: Date;
  reporter_first_name: string | null;
  reporter_last_name: string | null;
  site_name: string | null;
  site_foreman_id: string | null;
}

function toIssueJson(row: IssueRow): IssueJson {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    severity: row.severity,
    status: row.status,
    jobSiteId: row.job_site_id,
    reportedById: row.reported_by_id,
    // The LEFT JOINs find no row once the person or the site is gone (ON DELETE SET NULL).
    reportedBy: row.reported_by_id && row.reporter_first_name !== null ? { id: row.reported_by_id, firstName: row.reporter_first_name, lastName: row.reporter_last_name ?? '' } : null,
    jobSite: row.job_site_id && row.site_name !== null ? { id: row.job_site_id, name: row.site_name, foremanId: row.site_foreman_id } : null,
    createdAt: row.created_at,
  };
}

@Injectable()
export class IssuesService {
  constructor(
    @InjectRepository(Issue) private readonly issues: Repository<Issue>,
    private readonly jobSites: JobSitesService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
  ) {}

  /** A page of the issues (of one status, if asked), newest first. */
  async list(query: IssueListDto): Promise<IssueJson[]> {
    const { limit, offset } = pageWindow(query);
    const rows: IssueRow[] = query.status
      ? await this.issues.query(`${ISSUE_SELECT} WHERE issue.status = $1 ${NEWEST_FIRST} LIMIT $2 OFFSET $3`, [query.status, limit, offset])
      : await this.issues.query(`${ISSUE_SELECT} ${NEWEST_FIRST} LIMIT $1 OFFSET $2`, [limit, offset]);
    return rows.map(toIssueJson);
  }

  /** The list's total (its pager's), with the same status; an index-only count. */
  async count(query: IssueCountDto): Promise<{ count: number }> {
    return { count: await this.issues.countBy(query.status ? { status: query.status } : {}) };
  }

  /** Every open issue (admins and foremen see the same list, so the same count). */
  async openCount(): Promise<{ count: number }> {
    return this.count({ status: 'open' });
  }

  /**
   * A report from the field: filed against the reporter's site today; admins and its foreman are
   * told. The issue and its notifications are one transaction: a crash in between must not leave
   * a report nobody was told about (the crash-safety fault test checks this invariant).
   * The hot path of the field (issue 9): two lookups, then one INSERT for the issue, one for all
   * the notifications and one statement for all the pushes; the answer is built from what is
   * known (the reporter is the session's user), not read back.
   */
  async report(reporter: User, body: ReportIssueDto): Promise<IssueJson> {
    const [site, adminIds] = await Promise.all([
      reporter.role === 'admin' ? null : this.jobSites.assignedSiteSummary(reporter.id),
      this.users.idsWithRole('admin'),
    ]);
    const told = new Set([...adminIds, ...(site?.foremanId ? [site.foremanId] : [])]);
    told.delete(reporter.id);
    const where = site ? ` at ${site.name}` : '';
    const message = `${reporter.firstName} ${reporter.lastName} reported "${body.title}" (${body.severity})${where}.`.slice(0, 2000);
    const saved = await this.issues.manager.transaction(async (manager) => {
      const [row]: Array<{ id: string; status: IssueStatus; created_at: Date }> = await manager.query(
        `INSERT INTO issues (title, description, severity, reported_by_id, job_site_id) VALUES ($1, $2, $3, $4, $5) RETURNING id, status, created_at`,
        [body.title, body.description, body.severity, reporter.id, site?.id ?? null],
      );
      await this.notifications.notifyEach([...told], 'Issue reported', message, ['Issue'], manager);
      return row;
    });
    return toIssueJson({
      ...saved,
      title: body.title,
      description: body.description,
      severity: body.severity,
      job_site_id: site?.id ?? null,
      reported_by_id: reporter.id,
      reporter_first_name: reporter.firstName,
      reporter_last_name: reporter.lastName,
      site_name: site?.name ?? null,
      site_foreman_id: site?.foremanId ?? null,
    });
  }

  /** Admins move any issue; a foreman those at their sites or reported by them. The reporter is told. */
  async changeStatus(actor: User, id: string, status: IssueStatus): Promise<IssueJson> {
    const issue = await this.load(id);
    if (actor.role !== 'admin' && issue.jobSite?.foremanId !== actor.id && issue.reportedById !== actor.id) {
      throw new ForbiddenException('Only an admin or the site’s foreman can update this issue');
    }
    // Conditional on the earlier status, so two people moving it at once cannot both succeed.
    const result = await this.issues.update({ id, status: In(EARLIER[status]) }, { status });
    if (!result.affected) {
      throw new ConflictException(`This issue is already ${STATUS_LABEL[(await this.load(id)).status]}; it can only move forward (open, in progress, resolved)`);
    }
    if (issue.reportedById && issue.reportedById !== actor.id) {
      await this.notifications.notify(issue.reportedById, 'Issue updated', `Your issue "${issue.title}" is now ${STATUS_LABEL[status]}.`.slice(0, 2000), ['Issue']);
    }
    return this.load(id);
  }

  private async load(id: string): Promise<IssueJson> {
    const [row]: IssueRow[] = await this.issues.query(`${ISSUE_SELECT} WHERE issue.id = $1`, [id]);
    if (!row) throw new NotFoundException('Issue not found');
    return toIssueJson(row);
  }
}
