import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { JobSitesService } from '../job-sites/job-sites.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
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

/** Resolved issues kept in the list besides every unresolved one (the list stays bounded). */
export const RESOLVED_SHOWN = 50;

/** Spec 4: open -> in_progress -> resolved; an issue only moves forward. */
const EARLIER: Record<IssueStatus, IssueStatus[]> = { open: [], in_progress: ['open'], resolved: ['open', 'in_progress'] };
const STATUS_LABEL: Record<IssueStatus, string> = { open: 'open', in_progress: 'in progress', resolved: 'resolved' };

function toIssueJson(issue: Issue): IssueJson {
  return {
    id: issue.id,
    title: issue.title,
    description: issue.description,
    severity: issue.severity,
    status: issue.status,
    jobSiteId: issue.jobSiteId,
    reportedById: issue.reportedById,
    reportedBy: issue.reportedBy ? { id: issue.reportedBy.id, firstName: issue.reportedBy.firstName, lastName: issue.reportedBy.lastName } : null,
    jobSite: issue.jobSite ? { id: issue.jobSite.id, name: issue.jobSite.name, foremanId: issue.jobSite.foremanId } : null,
    createdAt: issue.createdAt,
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

  /** Every unresolved issue and the newest resolved ones, newest first. */
  async all(): Promise<IssueJson[]> {
    const [unresolved, resolved] = await Promise.all([
      this.query().where(`issue.status <> 'resolved'`).getMany(),
      this.query().where(`issue.status = 'resolved'`).take(RESOLVED_SHOWN).getMany(),
    ]);
    return [...unresolved, ...resolved].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id)).map(toIssueJson);
  }

  /**
   * Every open issue (admins and foremen see the same list, so the same count); the partial index
   * issues_open answers it alone.
   */
  async openCount(): Promise<{ count: number }> {
    return { count: await this.issues.countBy({ status: 'open' }) };
  }

  /**
   * A report from the field: filed against the reporter's site today; admins and its foreman are
   * told. The issue and its notifications are one transaction: a crash in between must not leave
   * a report nobody was told about (the crash-safety fault test checks this invariant).
   */
  async report(reporter: User, body: ReportIssueDto): Promise<IssueJson> {
    const site = reporter.role === 'admin' ? null : await this.jobSites.assignedSite(reporter.id);
    const admins = await this.users.listByRole('admin');
    const told = new Set([...admins.map((admin) => admin.id), ...(site?.foremanId ? [site.foremanId] : [])]);
    told.delete(reporter.id);
    const where = site ? ` at ${site.name}` : '';
    const saved = await this.issues.manager.transaction(async (manager) => {
      const issues = manager.getRepository(Issue);
      const issue = await issues.save(
        issues.create({ title: body.title, description: body.description, severity: body.severity, reportedById: reporter.id, jobSiteId: site?.id ?? null }),
      );
      await this.notifications.notifyEach([...told], 'Issue reported', `${reporter.firstName} ${reporter.lastName} reported "${body.title}" (${body.severity})${where}.`.slice(0, 2000), ['Issue'], manager);
      return issue;
    });
    return toIssueJson(await this.load(saved.id));
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
    return toIssueJson(await this.load(id));
  }

  private async load(id: string): Promise<Issue> {
    const issue = await this.query().where('issue.id = :id', { id }).getOne();
    if (!issue) throw new NotFoundException('Issue not found');
    return issue;
  }

  private query() {
    return this.issues
      .createQueryBuilder('issue')
      .leftJoinAndSelect('issue.reportedBy', 'reportedBy')
      .leftJoinAndSelect('issue.jobSite', 'jobSite')
      .orderBy('issue.createdAt', 'DESC')
      .addOrderBy('issue.id', 'ASC');
  }
}
