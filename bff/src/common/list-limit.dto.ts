import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { msg } from '../i18n/message';

export const LIST_LIMIT_DEFAULT = 200;
const LIMIT_MESSAGE = msg('validation.common.wholeNumber', { name: 'limit', min: 1, max: 500 });

/** Lists that grow with the business are bounded: at most `limit` rows (default 200). */
export class ListLimitDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(500, { message: LIMIT_MESSAGE })
  limit?: number;
}
