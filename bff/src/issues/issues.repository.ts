// Issues' queries and their JSON: the Job Site Issues list, its counts, reports from the field
// (each stored with its notifications in one statement) and status changes.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, SelectQueryBuilder } from 'typeorm';
import { QUIET_CTE } from '../answers/answers.service';
import { prepared, runPrepared } from '../common/prepared-query';
import { assignedSiteSql } from '../job-sites/job-sites.repository';
import type { Role } from '../common/roles';
import { rowTags } from '../answers/answer-tags';
import { storeNotificationsCte } from '../notifications/notifications.repository';
import { type StoredNotificationRow } from '../notifications/notifications.service';
import type { User } from '../users/user.entity';
import type { ReportIssueDto } from './dto/report-issue.dto';
import { Issue, IssueSeverity, IssueStatus } from './issue.entity';
import { ref } from '../i18n/message';
import { type IssuePhotoJson, issuePhotoJson } from '../issue-photos/photo-urls';

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
  /** Its photos, oldest first (at most 5), as addresses the API serves to whoever may see the issue. */
  photos: IssuePhotoJson[];
}

/**
 * One issue with its reporter's name and its site's name and foreman: the columns of the lean
 * read (no entity hydration), by the names of IssueRow.
 */
const ISSUE_COLUMNS: Record<keyof IssueRow, string> = {
  id: 'issue.id',
  title: 'issue.title',
  description: 'issue.description',
  severity: 'issue.severity',
  status: 'issue.status',
  job_site_id: 'issue.jobSiteId',
  reported_by_id: 'issue.reportedById',
  created_at: 'issue.createdAt',
  reporter_first_name: 'reporter.firstName',
  reporter_last_name: 'reporter.lastName',
  site_name: 'site.name',
  site_foreman_id: 'site.foremanId',
  // The photos' ids, oldest first, from issue_photos_issue (a list page reads at most 5 per issue).
  photo_ids: `COALESCE((SELECT json_agg(photo.id ORDER BY photo.created_at, photo.id) FROM issue_photos photo WHERE photo.issue_id = issue.id), '[]'::json)`,
};

/** The pager's total and the Open Issues card (on every dashboard visit): index-only counts. */
const ISSUE_COUNT = {
  all: prepared('issues-count', `SELECT count(*)::int AS count FROM issues`),
  ofStatus: prepared('issues-count-of-status', `SELECT count(*)::int AS count FROM issues WHERE status = $1`),
};

/**
 * An issue report in one round trip, one statement and so one transaction. The report ($1..$7:
 * the reporter, the day, whether the reporter is an admin, title, description, severity, and the
 * words that tell about it) gets, in `report`, an id made beforehand:
 * - `site`: the reporter's site that day (assignedSiteSql); none for an admin, whose reports
 *   belong to no site.
 * - `issue`: the report itself.
 * - `told`: the admins (one notification addressed to the role, except the reporter) and that
 *   site's foreman (their own, unless they reported it).
 * - their notifications (storeNotificationsCte): the reporter's words, then the site. The texts
 *   are bounded by their columns (names 100, title and site name 200 characters), so the message
 *   stays far below its 2000.
 * One row per notification (one or two), each with the issue.
 * `quiet` keeps the answer triggers of issues and notifications from notifying inside the commit
 * (MARK_PUBLISHED_BY_APP): `report` publishes their tags (reportTags) after it.
 */
const REPORT_ISSUE = prepared(
  'issues-report',
  `WITH ${QUIET_CTE},
   report AS MATERIALIZED (
     SELECT $1::uuid AS reporter_id, $2::date AS day, $3::boolean AS by_admin, $4::text AS title, $5::text AS description,
            $6::issue_severity AS severity, $7::jsonb AS told_args, gen_random_uuid() AS issue_id),
   site AS MATERIALIZED (
     SELECT assigned.id, assigned.name, assigned."foremanId" AS foreman_id
       FROM report CROSS JOIN LATERAL (${assignedSiteSql('report.reporter_id', 'report.day')}) assigned
      WHERE NOT report.by_admin),
   issue AS (
     INSERT INTO issues (id, title, description, severity, reported_by_id, job_site_id)
     SELECT report.issue_id, report.title, report.description, report.severity, report.reporter_id, site.id
       FROM quiet, report LEFT JOIN site ON true
     RETURNING id, status, created_at),
   told AS MATERIALIZED (
     SELECT NULL::uuid AS user_id, 'admin'::user_role AS audience, report.reporter_id AS except_user_id, gen_random_uuid() AS id
       FROM report
      UNION ALL
     SELECT site.foreman_id, NULL, NULL, gen_random_uuid()
       FROM site, report
      WHERE site.foreman_id <> report.reporter_id),
   ${storeNotificationsCte({
     from: 'quiet, told, report LEFT JOIN site ON true',
     title: `'notifications.issues.reported.title'`,
     // msg() strings built in SQL: the reporter's words, and the site when the report has one.
     message: `CASE WHEN site.name IS NULL THEN 'notifications.issues.reported.message|' || report.told_args::text
                    ELSE 'notifications.issues.reportedAtSite.message|' || (report.told_args || jsonb_build_object('site', site.name))::text END`,
     subjectKind: `'issue'`,
     subjectId: 'report.issue_id',
   })}
   SELECT issue.id, issue.status, issue.created_at,
          site.id AS job_site_id, site.name AS site_name, site.foreman_id AS site_foreman_id,
          stored.id AS notification_id, stored.user_id AS notification_user_id, stored.audience AS notification_audience,
          stored.except_user_id AS notification_except_user_id,
          stored.title AS notification_title, stored.message AS notification_message, stored.read AS notification_read,
          stored.created_at AS notification_created_at, stored.subject_kind AS notification_subject_kind,
          stored.subject_id AS notification_subject_id
     FROM issue
     LEFT JOIN site ON true
     LEFT JOIN told ON true
     LEFT JOIN stored_notifications stored ON stored.id = told.id`,
);

/** The answer-cache tags the report's inserts would have notified: its issue's, and each notification's (none when no one was told). */
function reportTags(told: readonly StoredNotificationRow[]): string[] {
  return [...rowTags('issues', {}), ...told.flatMap((row) => rowTags('notifications', row))];
}

interface ReportedIssueRow extends Pick<IssueRow, 'id' | 'status' | 'created_at' | 'job_site_id' | 'site_name' | 'site_foreman_id'> {
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
  photo_ids: string[];
}

/** A report from the field, as the reporter sent it. */
export interface IssueReport {
  reporter: User;
  body: ReportIssueDto;
  /** The reporter's today, whose shift decides the site. */
  day: string;
}

/** A stored report: the issue, the notifications stored with it, and the answer-cache tags its statement left to publish. */
export interface StoredReport {
  issue: IssueJson;
  told: StoredNotificationRow[];
  answerTags: string[];
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
    reportedBy:
      row.reported_by_id && row.reporter_first_name !== null
        ? { id: row.reported_by_id, firstName: row.reporter_first_name, lastName: row.reporter_last_name ?? '' }
        : null,
    jobSite: row.job_site_id && row.site_name !== null ? { id: row.job_site_id, name: row.site_name, foremanId: row.site_foreman_id } : null,
    createdAt: row.created_at,
    photos: row.photo_ids.map((photoId) => issuePhotoJson(row.id, photoId)),
  };
}

@Injectable()
export class IssuesRepository {
  constructor(@InjectRepository(Issue) private readonly issues: Repository<Issue>) {}

  private selectIssues(): SelectQueryBuilder<Issue> {
    const query = this.issues.createQueryBuilder('issue').leftJoin('issue.reportedBy', 'reporter').leftJoin('issue.jobSite', 'site').select([]);
    for (const [alias, column] of Object.entries(ISSUE_COLUMNS)) query.addSelect(column, alias);
    return query;
  }

  /**
   * A page of the issues (of one status, if asked), newest first; the id breaks ties so pages
   * never overlap or skip (issues_newest, issues_status_newest).
   */
  async page(status: IssueStatus | undefined, limit: number, offset: number): Promise<IssueJson[]> {
    const query = this.selectIssues();
    if (status) query.where('issue.status = :status', { status });
    const rows = await query.orderBy('issue.createdAt', 'DESC').addOrderBy('issue.id', 'DESC').limit(limit).offset(offset).getRawMany<IssueRow>();
    return rows.map(toIssueJson);
  }

  /** The issues (of one status, if asked), counted from the index. */
  async count(status: IssueStatus | undefined): Promise<number> {
    const [row] = status
      ? await runPrepared<{ count: number }>(this.issues, ISSUE_COUNT.ofStatus, [status])
      : await runPrepared<{ count: number }>(this.issues, ISSUE_COUNT.all, []);
    return row.count;
  }

  async findById(id: string): Promise<IssueJson | null> {
    const row = await this.selectIssues().where('issue.id = :id', { id }).getRawOne<IssueRow>();
    return row ? toIssueJson(row) : null;
  }

  /** Moves the issue to `to` if its status is one of `from`; whether it did. */
  async moveStatus(id: string, from: readonly IssueStatus[], to: IssueStatus): Promise<boolean> {
    const result = await this.issues.update({ id, status: In(from) }, { status: to });
    return Boolean(result.affected);
  }

  /**
   * Stores a report and tells of it (REPORT_ISSUE), one statement. The answer is built from what
   * is known (the reporter is the session's user).
   */
  async storeReport({ reporter, body, day }: IssueReport): Promise<StoredReport> {
    const rows = await runPrepared<ReportedIssueRow>(this.issues, REPORT_ISSUE, [
      reporter.id,
      day,
      reporter.role === 'admin',
      body.title,
      body.description,
      body.severity,
      // The notification's arguments (its message is a msg() string; the site is added in SQL).
      JSON.stringify({ name: `${reporter.firstName} ${reporter.lastName}`, title: body.title, severity: ref(`terms.issueSeverity.${body.severity}`) }),
    ]);
    if (rows.length === 0) throw new Error('The issue report came back with no row');
    const told: StoredNotificationRow[] = rows
      .filter((row) => row.notification_id !== null)
      .map((row) => ({
        id: row.notification_id as string,
        user_id: row.notification_user_id,
        audience: row.notification_audience,
        except_user_id: row.notification_except_user_id,
        title: row.notification_title,
        message: row.notification_message,
        read: row.notification_read,
        created_at: row.notification_created_at,
        subject_kind: row.notification_subject_kind,
        subject_id: row.notification_subject_id,
      }));
    const issue = toIssueJson({
      ...rows[0],
      title: body.title,
      description: body.description,
      severity: body.severity,
      reported_by_id: reporter.id,
      reporter_first_name: reporter.firstName,
      reporter_last_name: reporter.lastName,
      // A new report has none yet: photos are sent once it exists.
      photo_ids: [],
    });
    return { issue, told, answerTags: reportTags(told) };
  }
}
