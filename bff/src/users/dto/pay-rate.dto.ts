import { Transform } from 'class-transformer';
import { IsDefined, Matches, ValidateIf } from 'class-validator';
import { msg } from '../../i18n/message';

/** Dollars an hour, at most 2 decimals, under 10,000 (users_hourly_rate_range). */
const HOURLY_RATE = /^\d{1,4}(\.\d{1,2})?$/;
const MESSAGE = msg('validation.users.hourlyRate');

/** PATCH /api/users/{id}/pay-rate: a decimal string ("28.50", a plain JSON number too); null clears it. */
export class SetPayRateDto {
  @IsDefined({ message: MESSAGE })
  @ValidateIf((_body, value) => value !== null)
  // A JSON number prints as its shortest decimal (28.5 -> '28.5'); a float artefact fails the pattern.
  @Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : value))
  @Matches(HOURLY_RATE, { message: MESSAGE })
  hourlyRate: string | null;
}
