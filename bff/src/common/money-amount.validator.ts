// A money amount in a request: a decimal string (or a plain JSON number) of at least 0 with at
// most 2 decimals that fits numeric(12,2). It reaches the service as the decimal string.
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { Matches } from 'class-validator';

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

export function MoneyAmount(message: string): PropertyDecorator {
  return applyDecorators(
    // A JSON number like 12.5 prints as '12.5'; a float artefact (0.30000000000000004) or 1e21 fails the pattern.
    Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : value)),
    Matches(AMOUNT, { message }),
  );
}
