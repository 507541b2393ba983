import { IsIn } from 'class-validator';
import { BREAK_TYPES, type BreakType } from '../break.entity';

/** Only the type: the date and start time come from the server's clock. */
export class StartBreakDto {
  @IsIn(BREAK_TYPES, { message: 'Break type must be break or meal' })
  breakType: BreakType;
}
