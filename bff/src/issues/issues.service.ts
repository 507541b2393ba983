import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Issue, IssueSeverity, IssueStatus } from './issue.entity';

export interface IssueJson {
  id: string;
  title: string;
  description: string;
  severity: IssueSeverity;
  status: IssueStatus;
  jobSiteId: string | null;
  reportedById: string | null;
  createdAt: Date;
}

@Injectable()
export class IssuesService {
  constructor(@InjectRepository(Issue) private readonly issues: Repository<Issue>) {}

  async all(): Promise<IssueJson[]> {
    const found = await this.issues.find({ order: { createdAt: 'DESC', id: 'ASC' } });
    return found.map((issue) => ({
      id: issue.id,
      title: issue.title,
      description: issue.description,
      severity: issue.severity,
      status: issue.status,
      jobSiteId: issue.jobSiteId,
      reportedById: issue.reportedById,
      createdAt: issue.createdAt,
    }));
  }
}
