// The one set of field rules for a schedule, shared by create (all required) and edit (any).
import { applyDecorators } from '@nestjs/common';
import { IsDefined, IsUUID, Matches, ValidateIf } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { msg } from '../../i18n/message';

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

function field(required: boolean, requiredMessage: string, format: PropertyDecorator): PropertyDecorator {
  // A required field must be present; an optional one may be left out but never sent as null.
  return applyDecorators(required ? IsDefined({ message: requiredMessage }) : ValidateIf((_object, value) => value !== undefined), format);
}

export const WorkerId = (required: boolean) => field(required, 'Worker is required', IsUUID('all', { message: msg('validation.schedules.workerFromList') }));
export const JobSiteId = (required: boolean) =>
  field(required, 'Job site is required', IsUUID('all', { message: msg('validation.schedules.jobSiteFromList') }));
export const ScheduleDate = (required: boolean) => field(required, 'Date is required', IsCalendarDate({ message: msg('validation.schedules.date') }));
export const MeetTime = (required: boolean) =>
  field(required, 'Meet time is required', Matches(TIME_OF_DAY, { message: msg('validation.schedules.meetTime') }));
export const StartTime = (required: boolean) =>
  field(required, 'Start time is required', Matches(TIME_OF_DAY, { message: msg('validation.schedules.startTime') }));
export const EndTime = (required: boolean) => field(required, 'End time is required', Matches(TIME_OF_DAY, { message: msg('validation.schedules.endTime') }));
