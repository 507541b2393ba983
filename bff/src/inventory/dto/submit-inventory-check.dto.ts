import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { CHECK_ALL_ITEMS } from '../inventory-items';

export class SubmitInventoryCheckDto {
  /** Optional: the check is always for the server's today; another date is refused. */
  @IsOptional()
  @IsCalendarDate({ message: 'date must be a date written YYYY-MM-DD' })
  date?: string;

  /** Item name -> ticked; checked against spec 9's list by the service. */
  @IsDefined({ message: CHECK_ALL_ITEMS })
  @IsObject({ message: CHECK_ALL_ITEMS })
  items: Record<string, unknown>;

  @IsOptional()
  @IsArray({ message: 'Shortages must be a list of lines' })
  @ArrayMaxSize(50, { message: 'At most 50 shortage lines' })
  @IsString({ each: true, message: 'Each shortage line must be text' })
  @MaxLength(200, { each: true, message: 'A shortage line must be at most 200 characters' })
  shortages?: string[];

  @IsOptional()
  @IsBoolean({ message: 'completed must be true or false' })
  completed?: boolean;
}
