// The one set of field rules for a schedule, shared by create (all required) and edit (any).
import { applyDecorators } from '@nestjs/common';
import { IsDefined, IsUUID, Matches, ValidateIf } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

function field(required: boolean, requiredMessage: string, format: PropertyDecorator): PropertyDecorator {
  // A required field must be present; an optional one may be left out but never sent as null.
  return applyDecorators(required ? IsDefined({ message: requiredMessage }) : ValidateIf((_object, value) => value !== undefined), format);
}

export const WorkerId = (required: boolean) =>
  field(required, 'Worker is required', IsUUID('all', { message: 'Worker must be chosen from the list of workers' }));
export const JobSiteId = (required: boolean) =>
  field(required, 'Job site is required', IsUUID('all', { message: 'Job site must be chosen from the list of job sites' }));
export const ScheduleDate = (required: boolean) => field(required, 'Date is required', IsCalendarDate({ message: 'Date must be a date written YYYY-MM-DD' }));
export const MeetTime = (required: boolean) =>
  field(required, 'Meet time is required', Matches(TIME_OF_DAY, { message: 'Meet time must be a time written HH:mm' }));
export const StartTime = (required: boolean) =>
  field(required, 'Start time is required', Matches(TIME_OF_DAY, { message: 'Start time must be a time written HH:mm' }));
