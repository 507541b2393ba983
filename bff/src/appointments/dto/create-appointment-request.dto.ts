import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { RequiredText } from '../../common/validators';
import { APPOINTMENT_REQUEST_TYPES, AppointmentRequestType } from '../appointment-request.entity';
import { msg } from '../../i18n/message';

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const blankToNull = Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value));

/** requestType, phoneNumber and description required; preferred date and time optional. */
export class CreateAppointmentRequestDto {
  @IsIn(APPOINTMENT_REQUEST_TYPES, { message: msg('validation.appointments.requestType') })
  requestType: AppointmentRequestType;

  @RequiredText(msg('validation.common.phoneNumberRequired'), 40, msg('validation.fields.phoneNumber'))
  phoneNumber: string;

  @RequiredText(msg('validation.common.descriptionRequired'), 2000, msg('validation.fields.description'))
  description: string;

  @blankToNull
  @IsOptional()
  @IsCalendarDate({ message: msg('validation.appointments.preferredDate') })
  preferredDate?: string | null;

  @blankToNull
  @IsOptional()
  @Matches(TIME_OF_DAY, { message: msg('validation.appointments.preferredTime') })
  @IsString({ message: msg('validation.appointments.preferredTime') })
  preferredTime?: string | null;
}
