import { IsIn, ValidateIf } from 'class-validator';
import { RequiredText } from '../../common/validators';
import { ISSUE_SEVERITIES, type IssueSeverity } from '../issue.entity';
import { msg } from '../../i18n/message';

export const SEVERITY_MESSAGE = msg('validation.issues.severity');

export class ReportIssueDto {
  @RequiredText(msg('validation.common.titleRequired'), 200, msg('validation.fields.title'))
  title: string;

  @RequiredText(msg('validation.common.descriptionRequired'), 5000, msg('validation.fields.description'))
  description: string;

  /** Medium unless chosen. */
  @ValidateIf((_body, value) => value !== undefined)
  @IsIn(ISSUE_SEVERITIES, { message: SEVERITY_MESSAGE })
  severity: IssueSeverity = 'medium';
}
