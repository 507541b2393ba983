import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { msg } from '../../i18n/message';

const LIMIT_MESSAGE = msg('validation.common.wholeNumber', { name: 'limit', min: 1, max: 100 });

export class SupplyOrderListDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(100, { message: LIMIT_MESSAGE })
  limit?: number;
}
