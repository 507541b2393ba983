import { ValidateBy, ValidationOptions } from 'class-validator';
import { isCalendarDate } from './validators';

export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isCalendarDate', validator: { validate: (value) => isCalendarDate(value) } }, options);
}
