import { ValidateBy } from 'class-validator';
import { msg } from '../../i18n/message';

/** A non-negative amount with at most 2 decimals, as a decimal string (never a float). */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** One validator, so each failure gets its own message whatever the decorator order. */
function MoneyAmount(label: string): PropertyDecorator {
  return ValidateBy(
    { name: 'moneyAmount', validator: { validate: (value) => typeof value === 'string' && AMOUNT.test(value) } },
    {
      message: ({ value }) => {
        if (value === undefined || value === null || value === '') return msg('validation.jobSites.amountRequired', { label: { $t: label } });
        if (typeof value !== 'string') return msg('validation.jobSites.amountNotText', { label: { $t: label } });
        return msg('validation.jobSites.amountInvalid', { label: { $t: label } });
      },
    },
  );
}

export class UpdateCostDto {
  @MoneyAmount(msg('validation.fields.totalCost'))
  totalCost: string;

  @MoneyAmount(msg('validation.fields.paidAmount'))
  paidAmount: string;
}
