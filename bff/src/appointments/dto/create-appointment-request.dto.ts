import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { RequiredText } from '../../common/validators';
import { APPOINTMENT_REQUEST_TYPES, AppointmentRequestType } from '../appointment-request.entity';

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const blankToNull = Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value));

/** requestType, phoneNumber and description required; preferred date and time optional. */
export class CreateAppointmentRequestDto {
  @IsIn(APPOINTMENT_REQUEST_TYPES, { message: 'Request type must be appointment or callback' })
  requestType: AppointmentRequestType;

  @RequiredText('Phone number is required', 40, 'Phone number')
  phoneNumber: string;

  @RequiredText('Description is required', 2000, 'Description')
  description: string;

  @blankToNull
  @IsOptional()
  @IsCalendarDate({ message: 'Preferred date must be a date written YYYY-MM-DD' })
  preferredDate?: string | null;

  @blankToNull
  @IsOptional()
  @Matches(TIME_OF_DAY, { message: 'Preferred time must be a time written HH:mm' })
  @IsString({ message: 'Preferred time must be a time written HH:mm' })
  preferredTime?: string | null;
}
