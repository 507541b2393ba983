import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { QUIET_CTE } from '../answers/answers.service';
import { todayIso } from '../common/calendar';
import { pageWindow } from '../common/paging';
import { prepared, runPrepared } from '../common/prepared-query';
import { BatchedCalls } from '../common/batched-calls';
import { isRefusedByDatabase } from '../common/database-errors';
import { assignedSiteSql } from '../job-sites/job-sites.service';
import type { Role } from '../common/roles';
import { NotificationsService, notificationTag, type StoredNotificationRow } from '../notifications/notifications.service';
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

/** The most reports one statement stores (up to 21 notifications each with 20 admins). */
const MAX_REPORTS_PER_STATEMENT = 100;

/**
 * Issue reports in one round trip (issue 9), one statement and so one transaction, however many
 * arrived together (IssuesService.reports batches them). Each report ($1..$7, one array element
 * each: the reporter, the day, whether the reporter is an admin, title, description, severity,
 * and the words that tell about it) gets, in `report`, its position and an id made beforehand,
 * by which the rows below find their report:
 * - `site`: the reporter's site that day (assignedSiteSql); none for an admin, whose reports
 *   belong to no site.
 * - `issue`: the reports themselves.
 * - `told`: the admins (one notification addressed to the role, except the reporter) and that
 *   site's foreman (their own, unless they reported it).
 * - their notifications (storeNotificationsCte): the reporter's words, then the site. The texts
 *   are bounded by their columns (names 100, title and site name 200 characters), so the message
 *   stays far below its 2000.
 * One row per notification (one or two), each with its report's position and issue, in the
 * reports' order.
 * `quiet` keeps the answer triggers of issues and notifications from notifying inside the commit
 * (MARK_PUBLISHED_BY_APP): `report` publishes their tags (reportTags) after it.
 */
const REPORT_ISSUES = prepared(
  'issues-report-batch',
  `WITH ${QUIET_CTE},
   report AS MATERIALIZED (
     SELECT input.*, gen_random_uuid() AS issue_id
       FROM unnest($1::uuid[], $2::date[], $3::boolean[], $4::text[], $5::text[], $6::issue_severity[], $7::text[])
            WITH ORDINALITY AS input(reporter_id, day, by_admin, title, description, severity, told_text, position)),
   site AS MATERIALIZED (
     SELECT report.position, assigned.id, assigned.name, assigned."foremanId" AS foreman_id
       FROM report CROSS JOIN LATERAL (${assignedSiteSql('report.reporter_id', 'report.day')}) assigned
      WHERE NOT report.by_admin),
   issue AS (
     INSERT INTO issues (id, title, description, severity, reported_by_id, job_site_id)
     SELECT report.issue_id, report.title, report.description, report.severity, report.reporter_id, site.id
       FROM quiet, report LEFT JOIN site USING (position)
      ORDER BY report.position
     RETURNING id, status, created_at),
   told AS MATERIALIZED (
     SELECT report.position, NULL::uuid AS user_id, 'admin'::user_role AS audience, report.reporter_id AS except_user_id, gen_random_uuid() AS id
       FROM report
      UNION ALL
     SELECT site.position, site.foreman_id, NULL, NULL, gen_random_uuid()
       FROM site JOIN report USING (position)
      WHERE site.foreman_id <> report.reporter_id),
   ${storeNotificationsCte({
     from: 'quiet, told JOIN report USING (position) LEFT JOIN site USING (position)',
     title: `'Issue reported'`,
     message: `left(report.told_text || coalesce(' at ' || site.name, '') || '.', 2000)`,
     subjectKind: `'issue'`,
     subjectId: 'report.issue_id',
   })}
   SELECT report.position::int AS position, issue.id, issue.status, issue.created_at,
          site.id AS job_site_id, site.name AS site_name, site.foreman_id AS site_foreman_id,
          stored.id AS notification_id, stored.user_id AS notification_user_id, stored.audience AS notification_audience,
          stored.except_user_id AS notification_except_user_id,
          stored.title AS notification_title, stored.message AS notification_message, stored.read AS notification_read,
          stored.created_at AS notification_created_at, stored.subject_kind AS notification_subject_kind,
          stored.subject_id AS notification_subject_id
     FROM issue
     JOIN report ON report.issue_id = issue.id
     LEFT JOIN site USING (position)
     LEFT JOIN told USING (position)
     LEFT JOIN stored_notifications stored ON stored.id = told.id
    ORDER BY report.position`,
);

/**
 * The answer-cache tags the report's two inserts would have notified (migration
 * 1768500000000-AnswerChanges: `issues`; `notifications` and each addressee's list, when anyone
 * was told: a statement inserting no row notifies nothing).
 */
function reportTags(told: readonly StoredNotificationRow[]): string[] {
  return told.length === 0 ? ['issues'] : ['issues', 'notifications', ...told.map(notificationTag)];
}

interface ReportedIssueRow extends Pick<IssueRow, 'id' | 'status' | 'created_at' | 'job_site_id' | 'site_name' | 'site_foreman_id'> {
  position: number;
  notification_id: string | null;
  notification_user_id: string | null;
  notification_audience: Role | null;
  notification_except_user_id: string | null;
  notification_title: string;
  notification_message: string;
  notification_read: boolean;
  notification_created_at: Date;
  notification_subject_kind: string | null;
  notification_subject_id: string | null;
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

interface ReportToStore {
  reporter: User;
  body: ReportIssueDto;
  /** The reporter's today, whose shift decides the site. */
  day: string;
}

interface StoredReport {
  issue: ReportedIssueRow;
  told: StoredNotificationRow[];
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

  /**
   * Reports that arrive while one statement is storing others go together in the next (one
   * commit for many under load); a report that breaks a constraint alone fails alone.
   */
  private readonly reports = new BatchedCalls<ReportToStore, StoredReport>((inputs) => this.store(inputs), {
    maxBatch: MAX_REPORTS_PER_STATEMENT,
    isolate: isRefusedByDatabase,
  });

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
   * told. One statement (REPORT_ISSUES) stores the issue and its notifications, together or not
   * at all, so a crash cannot leave a report nobody was told about; their pushes follow the
   * commit. The answer is built from what is known (the reporter is the session's user).
   */
  async report(reporter: User, body: ReportIssueDto): Promise<IssueJson> {
    const { issue, told } = await this.reports.call({ reporter, body, day: todayIso() });
    await this.notifications.pushStored(told, ['Issue'], reportTags(told));
    return toIssueJson({
      ...issue,
      title: body.title,
      description: body.description,
      severity: body.severity,
      reported_by_id: reporter.id,
      reporter_first_name: reporter.firstName,
      reporter_last_name: reporter.lastName,
    });
  }

  private async store(reports: ReportToStore[]): Promise<StoredReport[]> {
    const rows = await runPrepared<ReportedIssueRow>(this.issues, REPORT_ISSUES, [
      reports.map(({ reporter }) => reporter.id),
      reports.map(({ day }) => day),
      reports.map(({ reporter }) => reporter.role === 'admin'),
      reports.map(({ body }) => body.title),
      reports.map(({ body }) => body.description),
      reports.map(({ body }) => body.severity),
      reports.map(({ reporter, body }) => `${reporter.firstName} ${reporter.lastName} reported "${body.title}" (${body.severity})`),
    ]);
    const stored: Array<StoredReport | undefined> = reports.map(() => undefined);
    for (const row of rows) {
      const report = (stored[row.position - 1] ??= { issue: row, told: [] });
      if (row.notification_id === null) continue;
      report.told.push({
        id: row.notification_id,
        user_id: row.notification_user_id,
        audience: row.notification_audience,
        except_user_id: row.notification_except_user_id,
        title: row.notification_title,
        message: row.notification_message,
        read: row.notification_read,
        created_at: row.notification_created_at,
        subject_kind: row.notification_subject_kind,
        subject_id: row.notification_subject_id,
      });
    }
    return stored.map((report, index) => {
      if (!report) throw new Error(`The issue report at position ${index + 1} of ${reports.length} came back with no row`);
      return report;
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
      await this.notifications.notify(issue.reportedById, 'Issue updated', `Your issue "${issue.title}" is now ${STATUS_LABEL[status]}.`.slice(0, 2000), ['Issue'], undefined, {
        kind: 'issue',
        id,
      });
    }
    return this.load(id);
  }

  private async load(id: string): Promise<IssueJson> {
    const [row]: IssueRow[] = await this.issues.query(`${ISSUE_SELECT} WHERE issue.id = $1`, [id]);
    if (!row) throw new NotFoundException('Issue not found');
    return toIssueJson(row);
  }
}
