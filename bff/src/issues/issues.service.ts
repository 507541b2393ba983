import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { MARK_PUBLISHED_BY_APP } from '../answers/answers.service';
import { todayIso } from '../common/calendar';
import { pageWindow } from '../common/paging';
import { prepared, runPrepared } from '../common/prepared-query';
import { ASSIGNED_SITE_SUMMARY } from '../job-sites/job-sites.service';
import { NotificationsService } from '../notifications/notifications.service';
import { storeNotificationsCte } from '../notifications/store-notifications-cte';
import type { User } from '../users/user.entity';
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

/** The pager's total and the Open Issues card (on every dashboard visit): index-only counts. */
const ISSUE_COUNT = {
  all: prepared('issues-count', `SELECT count(*)::int AS count FROM issues`),
  ofStatus: prepared('issues-count-of-status', `SELECT count(*)::int AS count FROM issues WHERE status = $1`),
};

/**
 * An issue report in one round trip (issue 9), one statement and so one transaction:
 * - `site`: the reporter's site today, the same statement as JobSitesService.assignedSiteSummary
 *   ($1 the reporter, $2 the day); none for an admin ($3), whose reports belong to no site.
 * - `issue`: the report itself ($4 title, $5 description, $6 severity).
 * - `told`: every admin and that site's foreman, once each, never the reporter.
 * - their notifications (storeNotificationsCte): $7, the reporter's words, then the site. The
 *   texts are bounded by their columns (names 100, title and site name 200 characters), so the
 *   message stays far below its 2000.
 * One row per notification, each with the issue (one row with no notification when nobody is told).
 * `quiet` keeps the answer triggers of issues and notifications from notifying inside the report's
 * commit (MARK_PUBLISHED_BY_APP): `report` publishes their tags (reportTags) after it.
 */
const REPORT_ISSUE = prepared(
  'issues-report',
  `WITH quiet AS (SELECT ${MARK_PUBLISHED_BY_APP} AS published_by_app),
   site AS (
     SELECT assigned.id, assigned.name, assigned."foremanId" AS foreman_id
       FROM (${ASSIGNED_SITE_SUMMARY.text}) assigned
      WHERE NOT $3::boolean),
   issue AS (
     INSERT INTO issues (title, description, severity, reported_by_id, job_site_id)
     SELECT $4, $5, $6, $1, (SELECT id FROM site) FROM quiet
     RETURNING id, status, created_at),
   told AS (
     SELECT id AS user_id FROM users WHERE role = 'admin' AND id <> $1
      UNION
     SELECT foreman_id FROM site WHERE foreman_id <> $1),
   ${storeNotificationsCte({
     recipients: 'told',
     title: `'Issue reported'`,
     message: `left($7::text || coalesce(' at ' || (SELECT name FROM site), '') || '.', 2000)`,
   })}
   SELECT issue.id, issue.status, issue.created_at, site.id AS job_site_id, site.name AS site_name, site.foreman_id AS site_foreman_id,
          told.id AS notification_id, told.user_id AS notification_user_id, told.title AS notification_title,
          told.message AS notification_message, told.read AS notification_read, told.created_at AS notification_created_at
     FROM issue
     LEFT JOIN site ON true
     LEFT JOIN stored_notifications told ON true`,
);

/**
 * The answer-cache tags the report's two inserts would have notified (migration
 * 1768500000000-AnswerChanges: `issues`; `notifications` and each recipient's list, when anyone
 * was told: a statement inserting no row notifies nothing).
 */
function reportTags(toldUserIds: readonly string[]): string[] {
  return toldUserIds.length === 0 ? ['issues'] : ['issues', 'notifications', ...toldUserIds.map((id) => `notifications:user:${id}`)];
}

interface ReportedIssueRow extends Pick<IssueRow, 'id' | 'status' | 'created_at' | 'job_site_id' | 'site_name' | 'site_foreman_id'> {
  notification_id: string | null;
  notification_user_id: string;
  notification_title: string;
  notification_message: string;
  notification_read: boolean;
  notification_created_at: Date;
}

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
    const [row] = query.status
      ? await runPrepared<{ count: number }>(this.issues, ISSUE_COUNT.ofStatus, [query.status])
      : await runPrepared<{ count: number }>(this.issues, ISSUE_COUNT.all, []);
    return row;
  }

  /** Every open issue (admins and foremen see the same list, so the same count). */
  async openCount(): Promise<{ count: number }> {
    return this.count({ status: 'open' });
  }

  /**
   * A report from the field: filed against the reporter's site today; admins and its foreman are
   * told. One statement (REPORT_ISSUE) stores the issue and its notifications, together or not
   * at all, so a crash cannot leave a report nobody was told about; their pushes follow the
   * commit. The answer is built from what is known (the reporter is the session's user).
   */
  async report(reporter: User, body: ReportIssueDto): Promise<IssueJson> {
    const rows = await runPrepared<ReportedIssueRow>(this.issues, REPORT_ISSUE, [
      reporter.id,
      todayIso(),
      reporter.role === 'admin',
      body.title,
      body.description,
      body.severity,
      `${reporter.firstName} ${reporter.lastName} reported "${body.title}" (${body.severity})`,
    ]);
    const told = rows
      .filter((row) => row.notification_id !== null)
      .map((row) => ({
        id: row.notification_id as string,
        user_id: row.notification_user_id,
        title: row.notification_title,
        message: row.notification_message,
        read: row.notification_read,
        created_at: row.notification_created_at,
      }));
    await this.notifications.pushStored(told, ['Issue'], reportTags(told.map((row) => row.user_id)));
    return toIssueJson({
      ...rows[0],
      title: body.title,
      description: body.description,
      severity: body.severity,
      reported_by_id: reporter.id,
      reporter_first_name: reporter.firstName,
      reporter_last_name: reporter.lastName,
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
