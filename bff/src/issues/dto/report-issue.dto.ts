import { IsIn, ValidateIf } from 'class-validator';
import { RequiredText } from '../../common/validators';
import { ISSUE_SEVERITIES, type IssueSeverity } from '../issue.entity';

export const SEVERITY_MESSAGE = 'Severity must be low, medium, high or critical';

export class ReportIssueDto {
  @RequiredText('Title is required', 200, 'Title')
  title: string;

  @RequiredText('Description is required', 5000, 'Description')
  description: string;

  /** Medium unless chosen. */
  @ValidateIf((_body, value) => value !== undefined)
  @IsIn(ISSUE_SEVERITIES, { message: SEVERITY_MESSAGE })
  severity: IssueSeverity = 'medium';
}
