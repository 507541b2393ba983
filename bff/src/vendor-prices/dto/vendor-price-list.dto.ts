import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 1000';

export class VendorPriceListDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(1000, { message: LIMIT_MESSAGE })
  limit?: number;
}
